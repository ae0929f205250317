import { type MessageParams, resolveMessageKey, translate } from '@dfr/forms/rules';
import type { Lang } from '@dfr/statement-engine';
import { ApiError } from './client';

/**
 * The texts a screen supplies for failures the server's message does not describe well enough. `unexpected` and
 * `network` are required; the others, when given, replace the server's message for that kind of failure (a screen
 * can say "this statement" where the API can only say "this item").
 */
export interface ErrorTexts {
  unexpected: string;
  network: string;
  /** 401: the session ended. */
  signedOut?: string;
  /** 403. */
  forbidden?: string;
  /** 404. */
  notFound?: string;
  /** 409 for a stale `version` (someone else saved first). */
  stale?: string;
  /** 5xx without a message of the server's. */
  server?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** The placeholder values of the envelope's message (`message_params`). */
export function messageParamsOf(error: ApiError): MessageParams | undefined {
  const params = error.envelope?.message_params;
  return isRecord(params) ? (params as MessageParams) : undefined;
}

const isStale = (e: ApiError) =>
  e.status === 409 && (e.code === 'STALE_VERSION' || resolveMessageKey(e.messageKey) === 'stale_version');

/**
 * The one way an API failure becomes text for a person. The envelope's `message_key` is translated with its
 * `message_params` in the language shown NOW (the user may have switched since the request), so `{year}` is never
 * shown literally; a key the catalogue does not know falls back to the server's own text (already in the request's
 * language); a network failure and anything else get the screen's words. Never a stack trace.
 */
export function apiErrorText(error: unknown, lang: Lang, texts: ErrorTexts): string {
  if (error instanceof ApiError) {
    if (texts.stale && isStale(error)) return texts.stale;
    if (error.status === 401 && texts.signedOut) return texts.signedOut;
    if (error.status === 403 && texts.forbidden) return texts.forbidden;
    if (error.status === 404 && texts.notFound) return texts.notFound;
    const key = resolveMessageKey(error.messageKey);
    if (key && key !== 'unexpected_error') return translate(key, lang, messageParamsOf(error));
    if (error.message && !/^HTTP_\d+$/.test(error.code) && error.messageKey !== 'unexpected_error')
      return error.message;
    if (error.status >= 500 && texts.server) return texts.server;
    return texts.unexpected;
  }
  // fetch rejects with a TypeError when the server cannot be reached; its own text is not for people.
  if (error instanceof TypeError) return texts.network;
  return texts.unexpected;
}

/**
 * The envelope's field errors as texts in `lang`: `field_keys` with `field_params` (so they follow a language
 * switch), the server's `fields` texts for any field without a key. Empty when there are none.
 */
export function apiFieldErrors(error: unknown, lang: Lang): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = { ...error.fields };
  const keys = error.envelope?.field_keys;
  const params = isRecord(error.envelope?.field_params) ? error.envelope.field_params : {};
  if (isRecord(keys))
    for (const [path, key] of Object.entries(keys)) {
      if (typeof key !== 'string') continue;
      const values = params[path];
      out[path] = translate(key, lang, isRecord(values) ? (values as MessageParams) : undefined);
    }
  else for (const [path, text] of Object.entries(out)) out[path] = translate(text, lang);
  return out;
}

/**
 * A refused import (422): the problems its envelope's `details` carry, as the list the API sent (for a trial balance
 * or a chart, the engine's own `ImportProblem`s), and how many more it did not send; undefined for any other failure.
 */
export function refusedImport<P = unknown>(error: unknown): { problems: P[]; notShown: number } | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const details = error.envelope?.details;
  if (!isRecord(details) || !Array.isArray(details.problems) || details.problems.length === 0) return undefined;
  const notShown = typeof details.problemsNotShown === 'number' ? details.problemsNotShown : 0;
  return { problems: details.problems as P[], notShown };
}
