import { Hono } from 'hono';
import { z } from 'zod';
import { requireRegulator } from '../../auth/regulator';
import type { AppContext } from '../../context';
import { langOf } from '../../http/messages';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { paymentService } from '../../payments/service';

const payBody = z.object({ confirm: z.string().max(100).optional() });

/** Invoices of an entity (the year's fee), paying one by KHQR, checking with the bank, and the regulator's receipt. */
export const invoiceRoutes = new Hono<AppContext>()
  .get('/entities/:entityId/invoices', signedIn, async (c) =>
    c.json({ invoices: await paymentService.list(c.var.deps, c.var.user.sub, c.req.param('entityId')) }),
  )
  .get('/invoices/:invoiceId/receipt/pdf', signedIn, async (c) => {
    const pdf = await paymentService.receiptPdf(
      c.var.deps,
      c.var.user.sub,
      c.req.param('invoiceId'),
      langOf(c.req.header('accept-language')),
    );
    return c.body(new Uint8Array(pdf.body), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdf.name}"`,
    });
  })
  .post('/invoices/:invoiceId/pay', signedIn, validate('json', payBody), async (c) =>
    c.json(await paymentService.pay(c.var.deps, c.var.user.sub, c.req.param('invoiceId'), c.req.valid('json').confirm)),
  )
  .post('/invoices/:invoiceId/check', signedIn, async (c) =>
    c.json(await paymentService.check(c.var.deps, c.var.user.sub, c.req.param('invoiceId'))),
  )
  .post('/regulator/invoices/:invoiceId/receive', signedIn, requireRegulator, async (c) =>
    c.json(await paymentService.receive(c.var.deps, c.var.user.sub, c.req.param('invoiceId'))),
  );
