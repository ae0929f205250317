import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, api, call, param } from './client';
import type { Computed } from './types';

const noRetryOn = new Set([400, 401, 403, 404, 409, 422]);
/** SWR defaults: retry only what may succeed later (the specification's retryable errors), 3 attempts. */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  errorRetryCount: 3,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && noRetryOn.has(error.status)) return;
    if (retryCount >= (config.errorRetryCount ?? 3)) return;
    const delay = Math.min(2 ** retryCount * 100 + Math.random() * 100, 300_000);
    setTimeout(() => revalidate({ retryCount }), delay);
  },
};

/** A read through the typed client, cached by SWR under `key` (null: not yet). */
export function useApi<T>(key: readonly unknown[] | null, read: () => Promise<T>, config?: SWRConfiguration<T>) {
  return useSWR<T, ApiError>(key, read, config);
}

const entity = api.api.entities[':entityId'];
const ofEntity = (entityId: string) => ({ param: param({ entityId }) });

export const useMe = () => useApi(['me'], () => call(api.api.me.$get()));
export const useEntities = () => useApi(['entities'], async () => (await call(api.api.entities.$get())).entities);
export const useEntity = (entityId: string | undefined) =>
  useApi(entityId ? ['entity', entityId] : null, () => call(entity.$get(ofEntity(entityId!))));
export const useStatements = (entityId: string | undefined) =>
  useApi(
    entityId ? ['statement-rows', entityId] : null,
    async () => (await call(entity.statements.$get(ofEntity(entityId!)))).statements,
  );
export const useEntityUsers = (entityId: string | undefined) =>
  useApi(entityId ? ['users', entityId] : null, async () => (await call(entity.users.$get(ofEntity(entityId!)))).users);
export const useInvoices = (entityId: string | undefined) =>
  useApi(
    entityId ? ['invoices', entityId] : null,
    async () => (await call(entity.invoices.$get(ofEntity(entityId!)))).invoices,
  );
export const useCredentialRequests = (entityId: string | undefined) =>
  useApi(
    entityId ? ['credential-requests', entityId] : null,
    async () => (await call(entity['credential-requests'].$get(ofEntity(entityId!)))).requests,
  );
export const useExchangeRates = () =>
  useApi(['exchange-rates'], async () => (await call(api.api['exchange-rates'].$get({ query: {} }))).rates);
export const useNotifications = (refreshInterval = 0) =>
  useApi(['notifications'], async () => (await call(api.api.notifications.$get({ query: {} }))).notifications, {
    refreshInterval,
  });

/** The server's computation of a statement (see `Computed`: the one answer the typed client cannot infer). */
export const getComputed = async (statementId: string): Promise<Computed> =>
  (await call(api.api.statements[':statementId'].computed.$get({ param: param({ statementId }) }))) as Computed;
export const useComputed = (statementId: string | undefined) =>
  useApi(statementId ? ['computed', statementId] : null, () => getComputed(statementId!));

// ---- Being replaced by the typed client, feature by feature (issue 20); removed when the last caller is gone. ----
import { apiFetch, readJson } from './client';

/** @deprecated GET through the typed client (`call(api.api…$get())`). */
export async function getJson<T>(path: string): Promise<T> {
  return readJson<T>(await apiFetch(path));
}
/** @deprecated */
export function asItem<T>(body: unknown, key?: string): T {
  if (body && typeof body === 'object' && key && key in (body as object)) return (body as Record<string, T>)[key];
  return body as T;
}
/** @deprecated a typed write of the feature's api.ts. */
export async function send<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiFetch(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return undefined as T;
  return readJson<T>(res);
}
/** @deprecated */
export const paths = {
  me: '/api/me',
  entities: '/api/entities',
  entity: (id: string) => `/api/entities/${encodeURIComponent(id)}`,
  entityUsers: (id: string) => `/api/entities/${encodeURIComponent(id)}/users`,
  entityUser: (id: string, userId: string) =>
    `/api/entities/${encodeURIComponent(id)}/users/${encodeURIComponent(userId)}`,
  superAdmin: (id: string) => `/api/entities/${encodeURIComponent(id)}/super-admin`,
  computed: (statementId: string) => `/api/statements/${encodeURIComponent(statementId)}/computed`,
  exportSettings: (id: string) => `/api/entities/${encodeURIComponent(id)}/export-settings`,
  credentialRequests: (id: string) => `/api/entities/${encodeURIComponent(id)}/credential-requests`,
  exchangeRates: '/api/exchange-rates',
  exchangeRate: (id: string) => `/api/exchange-rates/${encodeURIComponent(id)}`,
  notificationRead: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
};
