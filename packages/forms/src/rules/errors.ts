import type { z } from 'zod';
import { isMessageKey, type Lang, type MessageKey, type MessageParams, translate } from './messages';

/** One field's error: a message key and the values for its placeholders. */
export interface FieldError {
  key: MessageKey | (string & {});
  params?: MessageParams;
}

/** Field path (`shareholders.0.name`) → message key. Errors of the whole object are under `ROOT_PATH`. */
export type FieldErrors = Record<string, string>;

/** The path under which errors of the whole input (no field) are reported. */
export const ROOT_PATH = '_';

export type ParseResult<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors; errors: Record<string, FieldError> };

/** `a.0.b` for the path `['a', 0, 'b']`. */
export function pathToString(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT_PATH : path.map(String).join('.');
}

function paramsOf(issue: z.core.$ZodIssue): MessageParams | undefined {
  const params: MessageParams = {};
  if ('minimum' in issue && issue.minimum !== undefined) params.min = Number(issue.minimum);
  if ('maximum' in issue && issue.maximum !== undefined) params.max = Number(issue.maximum);
  if (issue.code === 'custom' && issue.params) {
    for (const [k, v] of Object.entries(issue.params)) {
      if (typeof v === 'string' || typeof v === 'number') params[k] = v;
    }
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/** The message key for an issue: the schema's own key, or one derived from zod's issue code. */
export function issueToFieldError(issue: z.core.$ZodIssue): FieldError {
  const params = paramsOf(issue);
  if (isMessageKey(issue.message)) return params ? { key: issue.message, params } : { key: issue.message };
  let key: MessageKey = 'invalid_value';
  switch (issue.code) {
    case 'invalid_type':
      key = /received (undefined|null)/.test(issue.message) ? 'required' : 'invalid_value';
      break;
    case 'too_small':
      key = issue.origin === 'string' ? 'too_short' : issue.origin === 'array' ? 'too_few_items' : 'number_too_small';
      break;
    case 'too_big':
      key = issue.origin === 'string' ? 'too_long' : issue.origin === 'array' ? 'too_many_items' : 'number_too_large';
      break;
    case 'invalid_format':
      key = issue.format === 'email' ? 'invalid_email' : 'invalid_value';
      break;
    case 'invalid_value':
      key = 'invalid_option';
      break;
    case 'not_multiple_of':
      key = 'whole_number';
      break;
  }
  return params ? { key, params } : { key };
}

/** All issues of a zod error, one per field (the first wins), as keys and parameters. */
export function issuesToErrors(error: z.ZodError): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const path = pathToString(issue.path);
    if (!(path in out)) out[path] = issueToFieldError(issue);
  }
  return out;
}

/**
 * A zod error → `{ [fieldPath]: text }`: message keys when no language is given (what the API sends), or the text
 * in `lang` (what a screen shows).
 */
export function issuesToFieldErrors(error: z.ZodError, lang?: Lang): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, fe] of Object.entries(issuesToErrors(error))) {
    out[path] = lang ? translate(fe.key, lang, fe.params) : fe.key;
  }
  return out;
}

/** Parse input with a schema: the parsed data, or the field errors as message keys (never throws). */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, fieldErrors: issuesToFieldErrors(result.error), errors: issuesToErrors(result.error) };
}
