import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { entityInfoSchema, entityParams, entityPatchSchema } from '../../http/schemas';
import { keptJson } from '../../http/kept-json';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { entityService } from './service';
import { routeDoc } from '../../http/route-doc';
import { entityRecord, entityWithRole, myEntities } from './schemas';

/** Reporting entities: list mine (the entity switcher), create, read, update. */
export const entityRoutes = new Hono<AppContext>()
  .get(
    '/entities',
    routeDoc({
      tag: 'Entities',
      summary: 'Entities I am a member of, with my role (the entity switcher).',
      response: myEntities,
    }),
    signedIn,
    async (c) => keptJson(c, await entityService.listMine(c.get('deps'), c.get('user').sub), 'entities'),
  )
  .post(
    '/entities',
    routeDoc({
      created: true,
      tag: 'Entities',
      summary: 'Create a reporting entity; I become its super admin. Duplicate registration numbers are refused (409).',
      response: entityWithRole,
    }),
    signedIn,
    validate('json', entityInfoSchema),
    async (c) => c.json(await entityService.create(c.var.deps, c.var.user, c.req.valid('json')), 201),
  )
  .get(
    '/entities/:entityId',
    routeDoc({ tag: 'Entities', summary: 'Read an entity.', response: entityWithRole }),
    signedIn,
    validate('param', entityParams),
    async (c) => c.json(await entityService.get(c.var.deps, c.var.user.sub, c.req.valid('param').entityId)),
  )
  .patch(
    '/entities/:entityId',
    routeDoc({ tag: 'Entities', summary: 'Update an entity (admins).', response: entityRecord }),
    signedIn,
    validate('param', entityParams),
    validate('json', entityPatchSchema),
    async (c) =>
      c.json(
        await entityService.update(c.var.deps, c.var.user.sub, c.req.valid('param').entityId, c.req.valid('json')),
      ),
  );
