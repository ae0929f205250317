import { type FieldError, issueToFieldError } from '@dfr/forms/rules';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { invalid, notFound } from './errors';

/** The value at a zod issue's path in the input, or `undefined`. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}

/** Nothing given: absent, null or blank (forms send blanks for empty fields). */
const isMissing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Turns zod issues into `{ path: messageKey }`; rule messages from @dfr/forms are keys already. With the input, a value
 * of the wrong type is `invalid_value`, never `required` (zod reports both as `invalid_type`; issue 19, finding 7).
 */
export function fieldKeys(issues: readonly z.core.$ZodIssue[], input?: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (fields[path]) continue;
    let key = issue.message;
    if (
      input !== undefined &&
      issue.code === 'invalid_type' &&
      (key === 'required' || !/^[a-z][a-z0-9_.]*$/.test(key)) &&
      !isMissing(valueAt(input, issue.path))
    ) {
      fields[path] = 'invalid_value';
      continue;
    }
    if (!/^[a-z][a-z0-9_.]*$/.test(key)) {
      if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) key = 'required';
      else if (issue.code === 'invalid_format' && (issue as { format?: string }).format === 'email')
        key = 'invalid_email';
      else key = 'invalid_value';
    }
    fields[path] = key;
  }
  return fields;
}

/**
 * Turns zod issues into `{ path: { key, params } }` (the first issue of a field wins): the rules' keys with their
 * placeholder values (`too_short` and its `min`), so the text never shows an unfilled `{min}`.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], input?: unknown): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  const keys = fieldKeys(issues, input);
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (fields[path]) continue;
    const derived = issueToFieldError(issue);
    // The key as `fieldKeys` names it (a missing value is `required`), with the values of its placeholders.
    const key = keys[path] === 'invalid_value' ? derived.key : keys[path]!;
    fields[path] = derived.params && key === derived.key ? { key, params: derived.params } : { key };
  }
  return fields;
}

/** A NUL byte or a lone (unpaired) UTF-16 surrogate: text no field may hold (SQLite and JSON would alter it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BAD_TEXT = { test: (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s) };

/** The path of the first string (key or value) in `value` holding a NUL byte or a lone surrogate, or `undefined`. */
export function badTextPath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? path.join('.') || '_' : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [k, v] of Object.entries(value)) {
    if (BAD_TEXT.test(k)) return [...path, '_'].join('.');
    const found = badTextPath(v, [...path, k], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

const refused = (path: string) => invalid('validation_failed', { [path]: { key: 'invalid_value' } });

/**
 * Validates one part of the request with a zod schema; failures become a 422 envelope with field messages. A JSON
 * body must be an object (`null`, a number or an array is refused before the schema sees it), and no text may hold a
 * NUL byte or a lone surrogate: refused, never silently altered (issue 19, finding 7). The middleware carries its
 * schema for the OpenAPI document (as hono-openapi's own `validator` does): the body or query a route validates is the
 * one the document shows.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const zod = zValidator(target, schema, (result) => {
    if (!result.success) throw invalid('validation_failed', fieldErrors(result.error.issues, result.data));
  });
  // Path params are read on every request: checked in one synchronous parse (the zod validator's async one
  // allocated ~7 KB a request, over the statement read's cost guard), the same 422 on a miss; and without an async
  // layer, so a cached read can answer synchronously (issue 30).
  // A route of one parameter keeps what each value was checked to (frozen: handlers only read it), so a value read
  // again is not parsed again (issue 30); a refused value is checked at every request.
  const checked = new Map<string, Readonly<Record<string, string>>>();
  const params = ((c, next) => {
    const values = c.req.param() as Record<string, string>;
    let only: string | undefined;
    let count = 0;
    for (const name in values) {
      only = values[name];
      count += 1;
    }
    const key = count === 1 ? only : undefined;
    let data = key === undefined ? undefined : checked.get(key);
    if (data === undefined) {
      const result = schema.safeParse(values);
      if (!result.success) throw invalid('validation_failed', fieldErrors(result.error.issues, values));
      data = Object.freeze(result.data as Record<string, string>);
      if (key !== undefined) {
        if (checked.size >= 1000) checked.clear();
        checked.set(key, data);
      }
    }
    c.req.addValidatedData('param', data);
    return next();
  }) as typeof zod;
  const middleware = (async (c, next) => {
    if (target === 'json') {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        body = undefined; // the zod validator answers a body that is not JSON
      }
      if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) throw refused('_');
      const bad = badTextPath(body);
      if (bad !== undefined) throw refused(bad);
    } else if (target === 'query') {
      const bad = badTextPath(c.req.queries());
      if (bad !== undefined) throw refused(bad.replace(/\.\d+$/, ''));
    }
    return zod(c, next);
  }) as typeof zod;
  return Object.assign(target === 'param' ? params : middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

/**
 * Path parameters that name the route itself, as `/:decision` does (issue 31, item 3): a value not in the schema is a
 * route that does not exist, 404 (as before), not a bad value. The document shows the schema like `validate`'s.
 */
export function validatePath<T extends z.ZodType>(schema: T) {
  const zod = zValidator('param', schema, (result) => {
    if (!result.success) throw notFound();
  });
  return Object.assign(zod, { [uniqueSymbol]: { target: 'param', ...resolver(schema) } });
}
