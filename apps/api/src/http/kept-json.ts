import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

const encoder = new TextEncoder();

/**
 * The JSON body of each kept value, serialized and encoded once per key it is answered under (`''`: the value
 * itself): the read cache keeps the same object until the data changes.
 */
const bodies = new WeakMap<object, Map<string, Uint8Array>>();

function bodyOf(value: object, key: string | undefined): Uint8Array {
  let forValue = bodies.get(value);
  if (!forValue) {
    forValue = new Map();
    bodies.set(value, forValue);
  }
  const name = key ?? '';
  let body = forValue.get(name);
  if (body === undefined) {
    body = encoder.encode(JSON.stringify(key === undefined ? value : { [key]: value }));
    forValue.set(name, body);
  }
  return body;
}

type Kept<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

/**
 * `c.json(value)` for a value the read cache keeps (`db/read-cache.ts`): the same object is answered until the data
 * changes, so its JSON is written once and reused (issue 30: serializing a statement was a fifteenth of its read's CPU
 * time). It is kept as UTF-8 bytes: a text with Khmer in it is two bytes a character in V8, and Node measured and
 * encoded it again for every answer (with the header block glued in front: 5 % of a statement read's CPU time). With
 * `key`, the answer is `{ [key]: value }`. Only for values nobody changes after they are kept (the read cache's never
 * are: every request shares them). The same body, type and status as `c.json`.
 */
export function keptJson<T extends object>(c: Context, value: T): Kept<T>;
export function keptJson<T extends object, K extends string>(c: Context, value: T, key: K): Kept<{ [P in K]: T }>;
export function keptJson(c: Context, value: object, key?: string): Response {
  return c.body(bodyOf(value, key) as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/json' });
}
