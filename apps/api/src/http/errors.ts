import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { langOf, t } from './messages';

/** A failure with a stable code, a message key (translated per request) and optional field messages (keys). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messageKey: string,
    readonly fields?: Record<string, string>,
    readonly params?: Record<string, string | number>,
    readonly details?: unknown,
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'ApiError';
  }
}

export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'access_denied');
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'not_found');
export const stale = () => new ApiError(409, 'STALE_VERSION', 'stale_version');
export const conflict = (key: string) => new ApiError(409, 'CONFLICT', key);
export const invalid = (key: string, fields?: Record<string, string>, details?: unknown) =>
  new ApiError(422, 'VALIDATION_FAILED', key, fields, undefined, details);

/** The one error envelope, in the request's language. */
export function errorBody(c: Context, e: ApiError) {
  const lang = langOf(c.req.header('accept-language'));
  const fields = e.fields
    ? Object.fromEntries(Object.entries(e.fields).map(([path, key]) => [path, t(key, lang)]))
    : undefined;
  return {
    error: {
      code: e.code,
      message_key: e.messageKey,
      message: t(e.messageKey, lang, e.params),
      ...(fields ? { fields } : {}),
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
