/** Reading and writing nested form values by field path (`shareholders.0.name`). */

const segments = (path: string) => (path === '' ? [] : path.split('.'));

/** The value at a path, or `undefined`. */
export function getPath(values: unknown, path: string): unknown {
  let current = values;
  for (const key of segments(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with the value at `path` replaced (arrays stay arrays; missing levels are created). */
export function setPath<T>(values: T, path: string, value: unknown): T {
  const keys = segments(path);
  if (keys.length === 0) return value as T;
  const [head, ...rest] = keys as [string, ...string[]];
  const source = (values ?? (/^\d+$/.test(head) ? [] : {})) as Record<string, unknown> | unknown[];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(source) ? [...source] : { ...source };
  const child = (source as Record<string, unknown>)[head];
  (copy as Record<string, unknown>)[head] = rest.length === 0 ? value : setPath(child, rest.join('.'), value);
  return copy as T;
}

/** True when `path` is `prefix` or lies under it (`a.0` is under `a`). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`);
}
