import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { credentialRequestSchema, entityParams } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { credentialRequestService } from './service';
import { routeDoc } from '../../http/route-doc';
import { credentialRequestList, credentialRequestRow } from './schemas';

/** Onboarding step 1: e-filing access credential requests of an entity. */
export const credentialRequestRoutes = new Hono<AppContext>()
  .get(
    '/entities/:entityId/credential-requests',
    routeDoc({ tag: 'Onboarding', summary: 'E-filing access credential requests.', response: credentialRequestList }),
    signedIn,
    validate('param', entityParams),
    async (c) =>
      c.json({
        requests: await credentialRequestService.list(c.var.deps, c.var.user.sub, c.req.valid('param').entityId),
      }),
  )
  .post(
    '/entities/:entityId/credential-requests',
    routeDoc({
      created: true,
      tag: 'Onboarding',
      summary: 'Request an e-filing access credential (onboarding step 1).',
      response: credentialRequestRow,
    }),
    signedIn,
    validate('param', entityParams),
    validate('json', credentialRequestSchema),
    async (c) =>
      c.json(
        await credentialRequestService.create(
          c.var.deps,
          c.var.user,
          c.req.valid('param').entityId,
          c.req.valid('json'),
        ),
        201,
      ),
  );
