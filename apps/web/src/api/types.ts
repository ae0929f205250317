import type { RatioKey } from '@dfr/statement-engine';
import type { InferResponseType } from 'hono/client';
import type { api } from './client';

/**
 * The shapes the web app reads from the API, each inferred from the API's own route (`AppType`, Hono RPC): when a
 * route's answer changes, the screens that read it stop type-checking instead of reading a stale copy.
 */
type Routes = typeof api.api;
type Entities = Routes['entities'][':entityId'];

export type Me = InferResponseType<Routes['me']['$get']>;
/** An entity as its own route answers it (every field, with the reader's role). */
export type Entity = InferResponseType<Entities['$get']>;
/** An entity as the list of mine answers it (the switcher's few columns). */
export type EntitySummary = InferResponseType<Routes['entities']['$get']>['entities'][number];
export type ExportSettings = InferResponseType<Entities['export-settings']['$get']>;
export type Statement = InferResponseType<Entities['statements']['$get']>['statements'][number];
export type EntityUser = InferResponseType<Entities['users']['$get']>['users'][number];
export type AppNotification = InferResponseType<Routes['notifications']['$get']>['notifications'][number];
export type ExchangeRate = InferResponseType<Routes['exchange-rates']['$get']>['rates'][number];
export type Invoice = InferResponseType<Entities['invoices']['$get']>['invoices'][number];
export type CredentialRequest = InferResponseType<Entities['credential-requests']['$get']>['requests'][number];

/** The engine's statements of a statement's current version, with its id and version (the route declares its type). */
export type Computed = InferResponseType<Routes['statements'][':statementId']['computed']['$get']>;

/** The ratios the dashboard shows, in its order (a choice among the engine's `RATIOS`). */
export const DASHBOARD_RATIOS = [
  'currentRatio',
  'returnOnCapitalEmployed',
  'grossProfitMargin',
  'revenueGrowth',
] as const satisfies readonly RatioKey[];
