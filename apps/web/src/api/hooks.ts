import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, api, call, type JsonOf, param } from './client';
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
export const getComputed = (statementId: string): Promise<Computed> =>
  call(api.api.statements[':statementId'].computed.$get({ param: param({ statementId }) }));
export const useComputed = (statementId: string | undefined) =>
  // Its own key: the analytics screen caches its list of computations under ['computed', ...ids].
  useApi(statementId ? ['computed-latest', statementId] : null, () => getComputed(statementId!));

/** The browser's own fetch for `/config.json`: the configuration is public (and index.html preloads it so). */
const withoutToken = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) };
/**
 * The medians of the statement's industry and year (the overview's comparison). A small call in the first bundle's
 * client: the overview asks for it beside the statement's computation, not after it.
 */
export const getIndustryBenchmarks = (statementId: string) =>
  call(api.api.statements[':statementId']['industry-benchmarks'].$get({ param: param({ statementId }) }));
export type IndustryBenchmarks = Awaited<ReturnType<typeof getIndustryBenchmarks>>;
export const useIndustryBenchmarks = (statementId: string | undefined) =>
  useApi(statementId ? ['industry-benchmarks', statementId] : null, () => getIndustryBenchmarks(statementId!));

/**
 * `/config.json` as the API serves it. A deployment may serve its own copy with a video guide (`videoGuideUrl`,
 * `videoGuideUrlKh`); the API's has none, so those two are the only fields typed here rather than by the API.
 */
export type RuntimeConfig = JsonOf<Awaited<ReturnType<(typeof api)['config.json']['$get']>>> & {
  videoGuideUrl?: string;
  videoGuideUrlKh?: string;
};
let runtimeConfigAnswer: Promise<RuntimeConfig> | undefined;
/**
 * `/config.json`, fetched once for the page (the identity client's configuration and the theme both read it; the
 * page's head preloads it, so the request starts with the HTML rather than after the JavaScript). A failed fetch is
 * tried again by the next caller.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  runtimeConfigAnswer ??= call(api['config.json'].$get(undefined, withoutToken)).catch((error: unknown) => {
    runtimeConfigAnswer = undefined;
    throw error;
  }) as Promise<RuntimeConfig>;
  return runtimeConfigAnswer;
}
/** Forgets the answer (a configuration found unusable is asked for again next time). */
export function dropRuntimeConfig() {
  runtimeConfigAnswer = undefined;
}
export const useRuntimeConfig = () => useApi(['config'], getRuntimeConfig);
