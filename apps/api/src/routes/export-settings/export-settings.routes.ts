import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { exportSettingsBodySchema } from '../../http/schemas';
import { exportSettingsService } from '../../services/export-settings';

/** An entity's export settings (page size, orientation, margin, header, footer, page number, main colour). */
export const exportSettingsRoutes = new Hono<AppContext>()
  .get('/entities/:entityId/export-settings', signedIn, async (c) =>
    c.json(await exportSettingsService.get(c.var.deps, c.var.user.sub, c.req.param('entityId'))),
  )
  .put('/entities/:entityId/export-settings', signedIn, validate('json', exportSettingsBodySchema), async (c) =>
    c.json(await exportSettingsService.put(c.var.deps, c.var.user.sub, c.req.param('entityId'), c.req.valid('json'))),
  );
