import { isoDate, optionalIsoDate } from '@dfr/forms/rules';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { exchangeRatePatchSchema, exchangeRateSchema } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { readUpload } from '../../http/upload';
import { validate } from '../../http/validate';
import { rateService } from '../../services/exchange-rates';

const currency = z.string().regex(/^[A-Z]{3}$/, 'invalid_currency');

/** Exchange rates: list, add, edit, CSV import, and the rate on a date. */
export const exchangeRateRoutes = new Hono<AppContext>()
  .get(
    '/exchange-rates',
    signedIn,
    validate('query', z.object({ currency: currency.optional(), from: optionalIsoDate(), to: optionalIsoDate() })),
    async (c) => c.json({ rates: await rateService.list(c.var.deps, c.req.valid('query')) }),
  )
  .get(
    '/exchange-rates/on',
    signedIn,
    validate(
      'query',
      z.object({ date: isoDate(), currency: currency.default('USD'), rateType: z.string().max(40).optional() }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await rateService.on(c.var.deps, q.date, q.currency, q.rateType));
    },
  )
  .post('/exchange-rates', signedIn, validate('json', exchangeRateSchema), async (c) =>
    c.json(await rateService.add(c.var.deps, c.var.user, c.req.valid('json')), 201),
  )
  .patch('/exchange-rates/:id', signedIn, validate('json', exchangeRatePatchSchema), async (c) =>
    c.json(await rateService.edit(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'))),
  )
  .post(
    '/exchange-rates/import',
    signedIn,
    validate('query', z.object({ dryRun: z.enum(['true', 'false']).default('false') })),
    async (c) => {
      // Permission before reading the file.
      rateService.requireEditor(c.var.user);
      const upload = await readUpload(c, ['csv']);
      return c.json(
        await rateService.importCsv(c.var.deps, c.var.user, upload.text, c.req.valid('query').dryRun === 'true'),
      );
    },
  );
