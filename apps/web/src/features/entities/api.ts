import type { InferRequestType } from 'hono/client';
import { api, call, param } from '../../api/client';

const entities = api.api.entities;
const entity = entities[':entityId'];

/** Registers a reporting entity; the signed-in user becomes its super admin. */
export const createEntity = (values: InferRequestType<typeof entities.$post>['json']) =>
  call(entities.$post({ json: values }));

/** Changes an entity's details, at the version as read: an update, so with the word "confirm" the user typed. */
export const patchEntity = (
  entityId: string,
  values: Omit<InferRequestType<typeof entity.$patch>['json'], 'confirm'>,
  confirm: string,
) => call(entity.$patch({ param: param({ entityId }), json: { ...values, confirm } }));

/** Asks the regulator for the entity's e-filing credential. */
export const requestCredential = (
  entityId: string,
  values: InferRequestType<(typeof entity)['credential-requests']['$post']>['json'],
) => call(entity['credential-requests'].$post({ param: param({ entityId }), json: values }));
