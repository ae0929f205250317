import { timingSafeEqual } from 'node:crypto';
import { reportingYearSchema } from '@dfr/forms/rules';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { FilingRefused, receive } from '../../filing/receiver';
import { ApiError, errorBody } from '../../http/errors';
import { routeDoc } from '../../http/route-doc';
import { validate } from '../../http/validate';
import { efilingReceipt } from './schemas';

/**
 * The regulator's e-filing receiver over HTTP (`/efiling/v1`), the endpoint another platform's adapter (or this one
 * with DFR_EFILING_URL) sends packages to. Its client is a platform, not a person: it signs in with the receiver's
 * bearer token (DFR_EFILING_RECEIVER_TOKEN); without one configured the endpoint is closed. The checks and the
 * register are the embedded adapter's (filing/receiver.ts).
 */
const fileBody = z.object({
  name: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w.-]+$/),
  mediaType: z.string().min(1).max(100),
  base64: z.string().max(40_000_000),
});
const filingBody = z.object({
  entity: z.object({
    id: z.string().max(100).optional(),
    nameEn: z.string().min(1).max(300),
    nameKh: z.string().max(300).nullable(),
    registrationNumber: z.string().min(1).max(100),
  }),
  reportingYear: reportingYearSchema,
  files: z.array(fileBody).min(1).max(20),
});
const keyHeader = z.object({ 'idempotency-key': z.string().min(1).max(200) });

function tokenMatches(expected: string | undefined, header: string | undefined) {
  if (!expected || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export const efilingRoutes = new Hono<AppContext>().post(
  '/v1/submissions',
  // Outside `/api/` (so not in the OpenAPI document), but its answer is declared and held to it under the test runner.
  routeDoc({
    tag: 'E-filing',
    summary: "The regulator's receiver: a filing package in, a receipt out.",
    created: true,
    response: efilingReceipt,
  }),
  async (c, next) => {
    if (!tokenMatches(c.var.deps.env.DFR_EFILING_RECEIVER_TOKEN, c.req.header('authorization')))
      throw new ApiError(401, 'UNAUTHENTICATED', 'unauthenticated');
    await next();
  },
  validate('header', keyHeader),
  validate('json', filingBody),
  async (c) => {
    const body = c.req.valid('json');
    try {
      const receipt = await receive(c.var.deps.db, {
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        entity: { id: body.entity.id ?? '', ...body.entity },
        reportingYear: body.reportingYear,
        files: body.files.map((f) => ({ name: f.name, mediaType: f.mediaType, body: Buffer.from(f.base64, 'base64') })),
      });
      return c.json(receipt, 201);
    } catch (e) {
      if (!(e instanceof FilingRefused)) throw e;
      const refused = new ApiError(422, 'EFILING_REFUSED', 'efiling_refused', undefined, undefined, {
        problems: e.problems,
      });
      return c.json({ ...errorBody(c, refused), problems: e.problems }, 422);
    }
  },
);
