import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, apiFetch, readJson } from './client';
import type {
  AppNotification,
  Computed,
  CredentialRequest,
  Entity,
  EntityUser,
  ExchangeRate,
  Invoice,
  Me,
  Statement,
} from './types';

/** GET a JSON path through the authorised client; errors are ApiErrors carrying the API's envelope. */
export async function getJson<T>(path: string): Promise<T> {
  return readJson<T>(await apiFetch(path));
}

/** Lists come back as an array or wrapped (`{ items }`, `{ data }`, or `{ <name>: [...] }`): accept each. */
export function asList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    for (const key of ['items', 'data', 'results']) if (Array.isArray(o[key])) return o[key] as T[];
    const first = Object.values(o).find(Array.isArray);
    if (first) return first as T[];
  }
  return [];
}

/** Single objects may come wrapped (`{ entity: {...} }`); take the object that has an id. */
export function asItem<T>(body: unknown, key?: string): T {
  if (body && typeof body === 'object' && key && key in (body as object)) return (body as Record<string, T>)[key];
  return body as T;
}

/** A write (POST/PATCH/PUT/DELETE) with a JSON body; throws ApiError on failure so forms keep the user's input. */
export async function send<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiFetch(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return undefined as T;
  return readJson<T>(res);
}

const noRetryOn = new Set([400, 401, 403, 404, 409, 422]);
/** SWR defaults: retry only what may succeed later (the specification's retryable errors), 3 attempts. */
export const swrConfig: SWRConfiguration = {
  fetcher: getJson,
  revalidateOnFocus: false,
  errorRetryCount: 3,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && noRetryOn.has(error.status)) return;
    if (retryCount >= (config.errorRetryCount ?? 3)) return;
    const delay = Math.min(2 ** retryCount * 100 + Math.random() * 100, 300_000);
    setTimeout(() => revalidate({ retryCount }), delay);
  },
};

export function useList<T>(path: string | null, config?: SWRConfiguration) {
  const res = useSWR<unknown, ApiError>(path, config);
  return { ...res, data: res.data === undefined ? undefined : asList<T>(res.data) };
}

export const paths = {
  me: '/api/me',
  entities: '/api/entities',
  entity: (id: string) => `/api/entities/${encodeURIComponent(id)}`,
  entityUsers: (id: string) => `/api/entities/${encodeURIComponent(id)}/users`,
  entityUser: (id: string, userId: string) =>
    `/api/entities/${encodeURIComponent(id)}/users/${encodeURIComponent(userId)}`,
  superAdmin: (id: string) => `/api/entities/${encodeURIComponent(id)}/super-admin`,
  statements: (id: string) => `/api/entities/${encodeURIComponent(id)}/statements`,
  computed: (statementId: string) => `/api/statements/${encodeURIComponent(statementId)}/computed`,
  invoices: (id: string) => `/api/entities/${encodeURIComponent(id)}/invoices`,
  exportSettings: (id: string) => `/api/entities/${encodeURIComponent(id)}/export-settings`,
  credentialRequests: (id: string) => `/api/entities/${encodeURIComponent(id)}/credential-requests`,
  exchangeRates: '/api/exchange-rates',
  exchangeRate: (id: string) => `/api/exchange-rates/${encodeURIComponent(id)}`,
  notifications: '/api/notifications',
  notificationRead: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
};

export const useMe = () => useSWR<Me, ApiError>(paths.me);
export const useEntities = () => useList<Entity>(paths.entities);
export function useEntity(id: string | undefined) {
  const res = useSWR<unknown, ApiError>(id ? paths.entity(id) : null);
  return { ...res, data: res.data === undefined ? undefined : asItem<Entity>(res.data, 'entity') };
}
export const useStatements = (entityId: string | undefined) =>
  useList<Statement>(entityId ? paths.statements(entityId) : null);
export const useEntityUsers = (entityId: string | undefined) =>
  useList<EntityUser>(entityId ? paths.entityUsers(entityId) : null);
export const useInvoices = (entityId: string | undefined) =>
  useList<Invoice>(entityId ? paths.invoices(entityId) : null);
export const useCredentialRequests = (entityId: string | undefined) =>
  useList<CredentialRequest>(entityId ? paths.credentialRequests(entityId) : null);
export const useExchangeRates = () => useList<ExchangeRate>(paths.exchangeRates);
export const useNotifications = (refreshInterval = 0) =>
  useList<AppNotification>(paths.notifications, { refreshInterval });
export const useComputed = (statementId: string | undefined) =>
  useSWR<Computed, ApiError>(statementId ? paths.computed(statementId) : null);
