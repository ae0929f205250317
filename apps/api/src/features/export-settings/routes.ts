import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { entityParams, exportSettingsBodySchema } from '../../http/schemas';
import { exportSettingsService } from './service';
import { routeDoc } from '../../http/route-doc';
import { exportSettings } from './schemas';

/** An entity's export settings (page size, orientation, margin, header, footer, page number, main colour). */
export const exportSettingsRoutes = new Hono<AppContext>()
  .get(
    '/entities/:entityId/export-settings',
    routeDoc({
      tag: 'Entities',
      summary:
        'Export settings (page size, orientation, margin, header, footer, page number, main colour); version 0 = defaults.',
      response: exportSettings,
    }),
    signedIn,
    validate('param', entityParams),
    async (c) => c.json(await exportSettingsService.get(c.var.deps, c.var.user.sub, c.req.valid('param').entityId)),
  )
  .put(
    '/entities/:entityId/export-settings',
    routeDoc({
      tag: 'Entities',
      summary: 'Save the export settings (super admin, admin); version 0 for the first save.',
      response: exportSettings,
    }),
    signedIn,
    validate('param', entityParams),
    validate('json', exportSettingsBodySchema),
    async (c) =>
      c.json(
        await exportSettingsService.put(c.var.deps, c.var.user.sub, c.req.valid('param').entityId, c.req.valid('json')),
      ),
  );
