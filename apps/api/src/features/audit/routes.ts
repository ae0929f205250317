import { Hono } from 'hono';
import { z } from 'zod';
import { requireRegulator } from '../../auth/regulator';
import type { AppContext } from '../../context';
import { langOf } from '../../http/messages';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { auditService } from './service';
import { routeDoc } from '../../http/route-doc';
import { entityParams } from '../../http/schemas';
import { deskAuditPage, entityAuditPage } from './schemas';

const filterQuery = {
  statementId: z.string().trim().min(1, 'invalid_value').max(100, 'invalid_value').optional(),
  /** A user id or an e-mail address. */
  person: z.string().trim().min(1, 'invalid_value').max(320, 'invalid_value').optional(),
};
const pageFields = {
  before: z.coerce.number({ error: 'invalid_value' }).int('invalid_value').min(1, 'invalid_value').optional(),
  pageSize: z.coerce
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(100, 'invalid_value')
    .default(50),
};
const entityField = { entityId: z.string().trim().min(1, 'invalid_value').max(100, 'invalid_value').optional() };
const trailQuery = z.object({ ...filterQuery, ...pageFields });
const csvQuery = z.object(filterQuery);
const deskQuery = z.object({ ...filterQuery, ...pageFields, ...entityField });
const deskCsvQuery = z.object({ ...filterQuery, ...entityField });

/** A CSV download streamed from the chunks as the client reads them (memory does not grow with the rows). */
function csvResponse(chunks: AsyncGenerator<string>, name: string) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` },
  });
}

/** The audit trail (issue 32): an entity's for its admins, every entity's for regulator staff; both as CSV. */
export const auditRoutes = new Hono<AppContext>()
  .get(
    '/entities/:entityId/audit',
    routeDoc({
      tag: 'Audit',
      summary:
        "An entity's audit trail for its admins, newest first (?statementId=&person=&before=&pageSize=): who, what, when, from which state to which.",
      response: entityAuditPage,
    }),
    signedIn,
    validate('param', entityParams),
    validate('query', trailQuery),
    async (c) =>
      c.json(
        await auditService.entityTrail(c.var.deps, c.var.user.sub, c.req.valid('param').entityId, c.req.valid('query')),
      ),
  )
  .get(
    '/entities/:entityId/audit/csv',
    routeDoc({
      tag: 'Audit',
      summary: "An entity's audit trail as CSV (headers in the reader's language; formula-like cells neutralised).",
      produces: 'text/csv',
    }),
    signedIn,
    validate('param', entityParams),
    validate('query', csvQuery),
    async (c) => {
      const { entityId } = c.req.valid('param');
      const chunks = await auditService.entityCsv(
        c.var.deps,
        c.var.user.sub,
        entityId,
        c.req.valid('query'),
        langOf(c.req.header('accept-language')),
      );
      return csvResponse(chunks, 'audit-trail.csv');
    },
  )
  .get(
    '/regulator/audit',
    routeDoc({
      tag: 'Regulator',
      summary:
        "Regulator staff: every entity's audit trail, newest first (?entityId=&statementId=&person=&before=&pageSize=).",
      response: deskAuditPage,
    }),
    signedIn,
    requireRegulator,
    validate('query', deskQuery),
    async (c) => c.json(await auditService.deskTrail(c.var.deps, c.req.valid('query'))),
  )
  .get(
    '/regulator/audit/csv',
    routeDoc({
      tag: 'Regulator',
      summary: "Regulator staff: the audit trail as CSV (headers in the reader's language).",
      produces: 'text/csv',
    }),
    signedIn,
    requireRegulator,
    validate('query', deskCsvQuery),
    async (c) =>
      csvResponse(
        await auditService.deskCsv(c.var.deps, c.req.valid('query'), langOf(c.req.header('accept-language'))),
        'audit-trail.csv',
      ),
  );
