import { writeChartCsv } from '@dfr/statement-engine';
import { accountCodeSchema, ENTITY_CHART_FRAMEWORK } from '@dfr/forms/rules';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireConfirmWord } from '../../http/confirm';
import { accountCreateSchema, accountPatchSchema, entityParams } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { readStoredUpload, readUpload, storedUploadQuery } from '../../http/upload';
import { validate } from '../../http/validate';
import { accountService, accountView, toChartAccount } from './service';
import { accountListSchema, accountSchema, chartImportSchema, mappingEvidenceSchema } from './schemas';
import { mappingEvidenceService } from '../mapping-evidence/service';
import { routeDoc } from '../../http/route-doc';

/** An account of the entity's chart: its code as the chart's rule has it (Khmer digits read as digits). */
const accountPath = entityParams.extend({ code: accountCodeSchema });

const chartImportQuery = z.object({
  confirm: z.string().max(100).optional().describe('The word "confirm" typed'),
  ...storedUploadQuery,
});

/** Chart of accounts of an entity: list, add, edit (incl. concept mapping), import and export in the engine's format. */
export const accountRoutes = new Hono<AppContext>()
  .get(
    '/entities/:entityId/accounts',
    routeDoc({ tag: 'Chart of accounts', summary: 'The entity’s chart of accounts.', response: accountListSchema }),
    signedIn,
    validate('param', entityParams),
    async (c) =>
      c.json({
        accounts: (await accountService.list(c.var.deps, c.var.user.sub, c.req.valid('param').entityId)).map(
          accountView,
        ),
      }),
  )
  .post(
    '/entities/:entityId/accounts',
    routeDoc({ created: true, tag: 'Chart of accounts', summary: 'Add a custom account.', response: accountSchema }),
    signedIn,
    validate('param', entityParams),
    validate('json', accountCreateSchema),
    async (c) =>
      c.json(
        accountView(
          await accountService.add(c.var.deps, c.var.user.sub, c.req.valid('param').entityId, c.req.valid('json')),
        ),
        201,
      ),
  )
  .patch(
    '/entities/:entityId/accounts/:code',
    routeDoc({
      tag: 'Chart of accounts',
      summary: 'Edit an account, including its concept mapping.',
      response: accountSchema,
    }),
    signedIn,
    validate('param', accountPath),
    validate('json', accountPatchSchema),
    async (c) =>
      c.json(
        accountView(
          await accountService.edit(
            c.var.deps,
            c.var.user.sub,
            c.req.valid('param').entityId,
            c.req.valid('param').code,
            c.req.valid('json'),
          ),
        ),
      ),
  )
  .post(
    '/entities/:entityId/accounts/import',
    routeDoc({
      tag: 'Chart of accounts',
      summary:
        'Import a chart file (with confirm=confirm, the word typed; the engine’s format: code,name_en,name_kh,parent_code,account_type,concept,balance_type,period_type,mandatory). At most DFR_IMPORT_MAX_LINES lines and 2,000 characters a cell; `warnings` lists cells that begin like spreadsheet formulas (kept as text).',
      response: chartImportSchema,
      upload: ['csv', 'xlsx'],
    }),
    signedIn,
    validate('param', entityParams),
    validate('query', chartImportQuery),
    async (c) => {
      const entityId = c.req.valid('param').entityId;
      // Permission before reading the file; an upload: the word "confirm" typed.
      await accountService.requireEditor(c.var.deps, c.var.user.sub, entityId);
      const { confirm, upload: uploadId, name } = c.req.valid('query');
      requireConfirmWord(confirm);
      // Sent straight to the object store (presigned): read back from there; else the body.
      const upload = uploadId ? await readStoredUpload(c, entityId, { upload: uploadId, name }) : await readUpload(c);
      const { evidence } = await mappingEvidenceService.shared(c.var.deps);
      const { accounts, warnings, warningsNotShown } = await accountService.parseChart(
        upload,
        { maxLines: c.var.deps.env.DFR_IMPORT_MAX_LINES },
        evidence,
      );
      return c.json({
        ...(await accountService.importChart(c.var.deps, c.var.user.sub, entityId, accounts, upload)),
        warnings,
        warningsNotShown,
      });
    },
  )
  .get(
    '/mapping-evidence',
    routeDoc({
      tag: 'Chart of accounts',
      summary:
        'What the country’s accepted filings say (issue 36): account names (normalised) with the concept at least five entities mapped them to and how many; no amount, no entity. Empty when the regulator turned the learning off.',
      response: mappingEvidenceSchema,
    }),
    signedIn,
    async (c) => c.json(await mappingEvidenceService.shared(c.var.deps)),
  )
  .get(
    '/entities/:entityId/accounts/export',
    routeDoc({
      tag: 'Chart of accounts',
      summary: 'Export the chart as CSV in the engine’s format.',
      produces: 'text/csv',
    }),
    signedIn,
    validate('param', entityParams),
    async (c) => {
      const rows = await accountService.list(c.var.deps, c.var.user.sub, c.req.valid('param').entityId);
      const csv = writeChartCsv({ framework: ENTITY_CHART_FRAMEWORK, accounts: rows.map(toChartAccount) });
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="chart-of-accounts.csv"',
      });
    },
  );
