import type { FieldError, MessageParams } from '@dfr/forms/rules';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiMessageKey, langOf, t } from './messages';

/** A field's error: a message key the API sends, or a key of the rules with its placeholder values. */
export type ApiFieldError = ApiMessageKey | FieldError;

/**
 * A failure with a stable code, a message key (translated per request) and optional field errors (keys). Keys are
 * those of `API_MESSAGE_KEYS` in @dfr/forms/rules, which holds every text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messageKey: ApiMessageKey,
    readonly fields?: Record<string, ApiFieldError>,
    readonly params?: MessageParams,
    readonly details?: unknown,
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'ApiError';
  }
}

export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'access_denied');
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'not_found');
export const stale = () => new ApiError(409, 'STALE_VERSION', 'stale_version');
export const conflict = (key: ApiMessageKey, params?: MessageParams) =>
  new ApiError(409, 'CONFLICT', key, undefined, params);
export const invalid = (key: ApiMessageKey, fields?: Record<string, ApiFieldError>, details?: unknown) =>
  new ApiError(422, 'VALIDATION_FAILED', key, fields, undefined, details);
/** A file's or a batch's problems by row and column (`details`: `problems`, `problemsNotShown`, ...): one 422 shape. */
export const importProblems = (key: 'validation_failed' | 'trial_balance_invalid', details: unknown) =>
  new ApiError(422, 'IMPORT_PROBLEMS', key, undefined, undefined, details);

/** The error envelope's field parts: the text in the request's language, and the key (and values) to re-translate. */
export function fieldParts(errors: Record<string, ApiFieldError>, lang: Parameters<typeof t>[1]) {
  const fields: Record<string, string> = {};
  const field_keys: Record<string, string> = {};
  const field_params: Record<string, MessageParams> = {};
  for (const [path, error] of Object.entries(errors)) {
    const { key, params } = typeof error === 'string' ? { key: error, params: undefined } : error;
    fields[path] = t(key, lang, params);
    field_keys[path] = key;
    if (params) field_params[path] = params;
  }
  return { fields, field_keys, ...(Object.keys(field_params).length ? { field_params } : {}) };
}

/**
 * The one error envelope, in the request's language: `{ error: { code, message_key, message, message_params?, fields?,
 * field_keys?, field_params?, details? } }`. `message_params` fills the message's placeholders; `fields` holds texts; `field_keys` the same fields' message keys (and
 * `field_params` their placeholder values), so a client re-translates them when the user switches language.
 */
export function errorBody(c: Context, e: ApiError) {
  const lang = langOf(c.req.header('accept-language'));
  return {
    error: {
      code: e.code,
      message_key: e.messageKey,
      message: t(e.messageKey, lang, e.params),
      ...(e.params ? { message_params: e.params } : {}),
      ...(e.fields ? fieldParts(e.fields, lang) : {}),
      ...(e.details !== undefined ? { details: e.details } : {}),
    },
  };
}

export function sendError(c: Context, e: ApiError) {
  return c.json(errorBody(c, e), e.status);
}

/** `app.onError`: known failures keep their status; anything else is a 500 without a stack trace. */
export function onError(err: Error, c: Context) {
  if (err instanceof ApiError) return sendError(c, err);
  const status = (err as { status?: number }).status;
  if (status === 413) return sendError(c, new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payload_too_large'));
  if (status === 401) return sendError(c, new ApiError(401, 'UNAUTHENTICATED', 'unauthenticated'));
  if (err instanceof SyntaxError || (err instanceof HTTPException && status === 400))
    return sendError(c, new ApiError(400, 'INVALID_JSON', 'invalid_json'));
  if (err instanceof HTTPException && status && status < 500)
    return sendError(c, new ApiError(status as ContentfulStatusCode, 'BAD_REQUEST', 'invalid_value'));
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
  return sendError(c, new ApiError(500, 'INTERNAL', 'internal_error'));
}

export function onNotFound(c: Context) {
  return sendError(c, notFound());
}
