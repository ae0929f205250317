import { api, call, param } from '../../api/client';

/** Marks one of the signed-in user's notifications read. */
export const markNotificationRead = (id: string) =>
  call(api.api.notifications[':id'].read.$post({ param: param({ id }) }));
