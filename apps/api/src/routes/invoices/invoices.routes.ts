import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { invoiceService } from '../../services/invoices';

/** Invoices and receipts of an entity. */
export const invoiceRoutes = new Hono<AppContext>().get('/entities/:entityId/invoices', signedIn, async (c) =>
  c.json({ invoices: await invoiceService.list(c.var.deps, c.var.user.sub, c.req.param('entityId')) }),
);
