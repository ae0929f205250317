import { receiveInvoiceSchema, reportingYearSchema } from '@dfr/forms/rules';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireRegulator, requireRegulatorCapability } from '../../auth/regulator';
import type { AppContext } from '../../context';
import { langOf } from '../../http/messages';
import { deskEntityQuery, entityParams, invoicePath, pageQuery } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { DESK_INVOICE_SORTS, invoiceService } from './service';
import { routeDoc } from '../../http/route-doc';
import { deskInvoicesSchema, invoiceAnswerSchema, invoiceListSchema, payAnswerSchema } from './schemas';
import { cursorQuery } from '../desk/cursor';

const payBody = z.object({ confirm: z.string().max(100).optional() });
const deskQuery = z.object({
  status: z.enum(['open', 'paid', 'received', 'overdue']).optional(),
  year: reportingYearSchema.optional(),
  sort: z.enum(DESK_INVOICE_SORTS).optional(),
  ...deskEntityQuery,
  ...pageQuery,
  ...cursorQuery,
});

/** A receipt PDF as a download. */
const pdfResponse = (pdf: { body: Uint8Array; name: string }) =>
  new Response(new Uint8Array(pdf.body), {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${pdf.name}"` },
  });

/** Invoices of an entity (the year's fee), paying one by KHQR, checking with the bank, and the regulator's receipt. */
export const invoiceRoutes = new Hono<AppContext>()
  .get(
    '/entities/:entityId/invoices',
    routeDoc({
      tag: 'Invoices',
      summary: 'Invoices (one per financial year) and receipts.',
      response: invoiceListSchema,
    }),
    signedIn,
    validate('param', entityParams),
    async (c) =>
      c.json({ invoices: await invoiceService.list(c.var.deps, c.var.user.sub, c.req.valid('param').entityId) }),
  )
  .get(
    '/invoices/:invoiceId/receipt/pdf',
    routeDoc({
      tag: 'Invoices',
      summary: "A paid invoice's receipt as a one-page PDF in the reader's language.",
      produces: 'application/pdf',
    }),
    signedIn,
    validate('param', invoicePath),
    async (c) => {
      const pdf = await invoiceService.receiptPdf(
        c.var.deps,
        c.var.user.sub,
        c.req.valid('param').invoiceId,
        langOf(c.req.header('accept-language')),
      );
      return c.body(new Uint8Array(pdf.body), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${pdf.name}"`,
      });
    },
  )
  .post(
    '/invoices/:invoiceId/pay',
    routeDoc({
      tag: 'Invoices',
      summary: 'Pay an open invoice: the typed word confirm gives a fresh dynamic KHQR (payload, md5, expiry, image).',
      response: payAnswerSchema,
    }),
    signedIn,
    validate('param', invoicePath),
    validate('json', payBody),
    async (c) =>
      c.json(
        await invoiceService.pay(
          c.var.deps,
          c.var.user.sub,
          c.req.valid('param').invoiceId,
          c.req.valid('json').confirm,
        ),
      ),
  )
  .post(
    '/invoices/:invoiceId/check',
    routeDoc({
      tag: 'Invoices',
      summary: "Ask the bank now whether the invoice's code was paid (the poller also does, every few seconds).",
      response: invoiceAnswerSchema,
    }),
    signedIn,
    validate('param', invoicePath),
    async (c) => c.json(await invoiceService.check(c.var.deps, c.var.user.sub, c.req.valid('param').invoiceId)),
  )
  .get(
    '/regulator/invoices',
    routeDoc({
      tag: 'Regulator',
      summary:
        "Every entity's invoices, a page at a time (?status=open|paid|received|overdue&year=&province=&industry=&size=&sort=&page=&pageSize=, or ?after=<next>), with counts and the next page's cursor.",
      response: deskInvoicesSchema,
    }),
    signedIn,
    requireRegulator,
    validate('query', deskQuery),
    async (c) => c.json(await invoiceService.deskList(c.var.deps, c.req.valid('query'))),
  )
  .get(
    '/regulator/invoices/:invoiceId/receipt/pdf',
    routeDoc({
      tag: 'Regulator',
      summary: "Regulator staff: a paid invoice's receipt as a one-page PDF in the reader's language.",
      produces: 'application/pdf',
    }),
    signedIn,
    requireRegulator,
    validate('param', invoicePath),
    async (c) =>
      pdfResponse(
        await invoiceService.deskReceiptPdf(
          c.var.deps,
          c.req.valid('param').invoiceId,
          langOf(c.req.header('accept-language')),
        ),
      ),
  )
  .post(
    '/regulator/invoices/:invoiceId/receive',
    routeDoc({
      tag: 'Regulator',
      summary:
        'Regulator staff: the fee reached the regulator (paid → received), with the settlement date, the bank reference and the typed word confirm.',
      response: invoiceAnswerSchema,
    }),
    signedIn,
    requireRegulatorCapability('finance'),
    validate('param', invoicePath),
    validate('json', receiveInvoiceSchema),
    async (c) => {
      const { settlementDate, reference } = c.req.valid('json');
      return c.json(
        await invoiceService.receive(c.var.deps, c.var.user.sub, c.req.valid('param').invoiceId, {
          settlementDate,
          reference,
        }),
      );
    },
  );
