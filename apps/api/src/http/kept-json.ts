import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/** The JSON text of each kept value, serialized once (the read cache keeps the same object until the data changes). */
const texts = new WeakMap<object, string>();

function textOf(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

type Kept<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

/**
 * `c.json(value)` for a value the read cache keeps (`db/read-cache.ts`): the same object is answered until the data
 * changes, so its JSON text is written once and reused (issue 30: serializing a statement was a fifteenth of its
 * read's CPU time). With `key`, the answer is `{ [key]: value }`. Only for values nobody changes after they are kept
 * (the read cache's never are: every request shares them). The same body, type and status as `c.json`.
 */
export function keptJson<T extends object>(c: Context, value: T): Kept<T>;
export function keptJson<T extends object, K extends string>(c: Context, value: T, key: K): Kept<{ [P in K]: T }>;
export function keptJson(c: Context, value: object, key?: string): Response {
  const text = key === undefined ? textOf(value) : `{${JSON.stringify(key)}:${textOf(value)}}`;
  return c.body(text, 200, { 'content-type': 'application/json' });
}
