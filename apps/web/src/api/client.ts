import type { AppType } from '@dfr/api/app';
import { type ClientResponse, hc } from 'hono/client';

/**
 * The one way the web app talks to the API: same origin, the signed-in user's access token as a bearer,
 * typed by the API's `AppType` (Hono RPC, a type-only import). The sign-in module registers the token provider.
 */
type TokenProvider = () => Promise<string | undefined>;
let tokenProvider: TokenProvider = async () => undefined;

export function setTokenProvider(provider: TokenProvider) {
  tokenProvider = provider;
}

let onUnauthorized: () => void = () => {};
/** Told when the API refuses a bearer token (401): the sign-in module then asks whether the session ended elsewhere. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** The current access token, if signed in (the realtime connection uses it as its password). */
export function getAccessToken(): Promise<string | undefined> {
  return tokenProvider();
}

/** An API failure, carrying the API's error envelope `{ error: { code, message_key, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The whole `error` object (`field_keys`, `field_params`, `message_params`, `details`), for re-translation. */
    readonly envelope?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The one fetch: the signed-in user's bearer and the reader's language. Private: calls go through `api` below. */
async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const token = await tokenProvider();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const lang = globalThis.localStorage?.getItem('lang');
  if (lang) headers.set('accept-language', lang === 'kh' ? 'km-KH' : 'en');
  const response = await fetch(input, { ...init, headers });
  if (response.status === 401 && token) onUnauthorized();
  return response;
}

/** Throws an ApiError for a non-2xx answer; returns the parsed JSON otherwise. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  let body: { error?: { code?: string; message_key?: string; message?: string; fields?: Record<string, string> } } = {};
  try {
    body = await response.json();
  } catch {
    // not JSON: keep the status
  }
  const e = body.error ?? {};
  throw new ApiError(
    response.status,
    e.code ?? `HTTP_${response.status}`,
    e.message_key ?? 'unexpected_error',
    e.message ?? response.statusText,
    e.fields,
    e,
  );
}

/** Typed client: `api.api.entities.$get()` etc. Every call of the web app goes through it (and `call` below). */
export const api = hc<AppType>('/', { fetch: apiFetch });

// biome-ignore lint/suspicious/noExplicitAny: any status and format of a typed client answer
type AnyClientResponse = ClientResponse<any, any, any>;
/** The JSON body a typed client answer carries on success (the API's own response type). */
export type JsonOf<R> = R extends ClientResponse<infer T, infer _S, 'json'> ? T : never;

/** Awaits a typed client call: its JSON on success (typed by the API's route), an ApiError with the envelope otherwise. */
export async function call<R extends AnyClientResponse>(request: Promise<R>): Promise<JsonOf<R>> {
  return readJson<JsonOf<R>>((await request) as unknown as Response);
}

/** Awaits a typed client call that answers a file (PDF, zip, CSV, XHTML): its bytes, or the API's error. */
export async function callBlob(request: Promise<AnyClientResponse>): Promise<Blob> {
  const response = (await request) as unknown as Response;
  if (!response.ok) await readJson(response);
  return response.blob();
}

/** Awaits a typed client call that answers text (an XHTML document shown in a frame), or the API's error. */
export async function callText(request: Promise<AnyClientResponse>): Promise<string> {
  const response = (await request) as unknown as Response;
  if (!response.ok) await readJson(response);
  return response.text();
}

/** Path parameters, each encoded (the typed client puts them into the path as given). */
export function param<P extends Record<string, string>>(values: P): P {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)])) as P;
}
