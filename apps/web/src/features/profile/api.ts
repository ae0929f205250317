import type { InferRequestType } from 'hono/client';
import { api, call } from '../../api/client';

/** Saves the signed-in user's profile (firm details), at the version as read. */
export const saveProfile = (values: InferRequestType<typeof api.api.me.$patch>['json']) =>
  call(api.api.me.$patch({ json: values }));
