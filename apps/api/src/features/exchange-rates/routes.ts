import { currencyCodeSchema, isoDate, optionalIsoDate, optionalOneOf, RATE_TYPES } from '@dfr/forms/rules';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { dryRunFlag, exchangeRatePatchSchema, exchangeRateSchema, idParams } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { readUpload } from '../../http/upload';
import { validate } from '../../http/validate';
import { rateService } from '.';
import { routeDoc } from '../../http/route-doc';
import { exchangeRate, exchangeRateList, rateImport } from './schemas';

const currency = currencyCodeSchema.describe('ISO code');
/** `entityId`: the entity's own rates (with the official ones when reading); without it, the official rates. */
const scope = z.object({
  entityId: z.string().min(1).max(64).optional().describe('The entity whose own rates (default: the official ones)'),
});

/** Exchange rates: list, add, edit, CSV import, and the rate on a date. */
export const exchangeRateRoutes = new Hono<AppContext>()
  .get(
    '/exchange-rates',
    routeDoc({ tag: 'Exchange rates', summary: 'Rates, newest first.', response: exchangeRateList }),
    signedIn,
    validate(
      'query',
      z
        .object({
          currency: currency.optional(),
          from: optionalIsoDate().describe('YYYY-MM-DD'),
          to: optionalIsoDate().describe('YYYY-MM-DD'),
        })
        .merge(scope),
    ),
    async (c) => c.json({ rates: await rateService.list(c.var.deps, c.var.user, c.req.valid('query')) }),
  )
  .get(
    '/exchange-rates/on',
    routeDoc({
      tag: 'Exchange rates',
      summary: 'The rate on a date: the latest published on or before it.',
      response: exchangeRate,
    }),
    signedIn,
    validate(
      'query',
      z
        .object({
          date: isoDate().describe('YYYY-MM-DD'),
          currency: currency.default('USD'),
          rateType: optionalOneOf(RATE_TYPES).describe('default official'),
        })
        .merge(scope),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await rateService.on(c.var.deps, c.var.user, q.date, q.currency, q.rateType, q.entityId));
    },
  )
  .post(
    '/exchange-rates',
    routeDoc({ created: true, tag: 'Exchange rates', summary: 'Add a rate (entity admins).', response: exchangeRate }),
    signedIn,
    validate('query', scope),
    validate('json', exchangeRateSchema),
    async (c) =>
      c.json(
        await rateService.add(c.var.deps, c.var.user, c.req.valid('query').entityId ?? null, c.req.valid('json')),
        201,
      ),
  )
  .patch(
    '/exchange-rates/:id',
    routeDoc({ tag: 'Exchange rates', summary: 'Edit a rate.', response: exchangeRate }),
    signedIn,
    validate('param', idParams),
    validate('json', exchangeRatePatchSchema),
    async (c) => c.json(await rateService.edit(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/exchange-rates/import',
    routeDoc({
      tag: 'Exchange rates',
      summary:
        'Import a CSV (currency,closing_rate,average_rate,rate_type,official_reporting_rate,monthly_average,daily_rate,release_date): every problem by row, or all rows in one transaction.',
      upload: ['csv'],
      response: rateImport,
    }),
    signedIn,
    validate('query', z.object({ dryRun: dryRunFlag(false) }).merge(scope)),
    async (c) => {
      const q = c.req.valid('query');
      const target = q.entityId ?? null;
      // Permission before reading the file.
      await rateService.requireEditor(c.var.deps, c.var.user, target);
      const upload = await readUpload(c);
      return c.json(await rateService.importCsv(c.var.deps, c.var.user, target, upload.text, q.dryRun));
    },
  )
  /** The national bank's daily publication (XML or CSV), uploaded by regulator staff: official rates by release date. */
  .post(
    '/exchange-rates/import-nbc',
    routeDoc({
      tag: 'Exchange rates',
      summary:
        "Regulator staff: import the national bank's daily publication (XML or CSV) as official rates (?dryRun=).",
      upload: ['csv', 'xml'],
      response: rateImport,
    }),
    signedIn,
    validate('query', z.object({ dryRun: dryRunFlag(false) })),
    async (c) => {
      await rateService.requireEditor(c.var.deps, c.var.user, null);
      const upload = await readUpload(c);
      return c.json(await rateService.importNbc(c.var.deps, c.var.user, upload.text, c.req.valid('query').dryRun));
    },
  )
  /** Fetches the publication now from DFR_NBC_RATES_URL (the schedule does it every few hours). */
  .post(
    '/exchange-rates/fetch-nbc',
    routeDoc({
      tag: 'Exchange rates',
      summary: "Regulator staff: fetch the national bank's publication now from DFR_NBC_RATES_URL and import it.",
      response: rateImport,
    }),
    signedIn,
    async (c) => c.json(await rateService.fetchNbc(c.var.deps, c.var.user)),
  );
