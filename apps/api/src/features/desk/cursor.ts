import { z } from 'zod';
import { invalid } from '../../http/errors';
import type { KeyOrder } from './keyset.repository';

/*
 * Keyset (cursor) paging for the desk's lists (issue 32). A page's answer names the next page by the sort key of its
 * last row (`next`, an opaque string); asked with `?after=<next>`, the list reads from that key on, through the
 * order's index, so page 2,000 costs what page 1 does (an OFFSET reads and drops every row before it). `page` still
 * works (a jump to any page, by offset) and is echoed, so the screens number their pages either way.
 */

/** The cursor in a list's query: base64url text, at most 1,000 characters. */
export const cursorQuery = {
  after: z
    .string()
    .max(1000, 'invalid_value')
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid_value')
    .optional(),
};

type Key = string | number;

export const encodeCursor = (values: Key[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The key a cursor names, checked against the order's length and types (a bad one is 422, both languages). */
export function decodeCursor(after: string | undefined, order: KeyOrder): Key[] | undefined {
  if (after === undefined) return undefined;
  const bad = () => invalid('validation_failed', { after: 'invalid_value' });
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (
    !Array.isArray(values) ||
    values.length !== order.length ||
    !values.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
  )
    throw bad();
  return values as Key[];
}

/** A page read with one row more than it shows: the rows shown and the cursor of the next page (null at the end). */
export function pageOf<R>(rows: R[], pageSize: number, keyOf: (row: R) => (Key | null | undefined)[]) {
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  const key = last ? keyOf(last) : [];
  // A key with an empty value (an invoice without a due date) cannot be compared the same way by both databases:
  // the page after it is then asked by number (offset).
  const next =
    rows.length > pageSize && key.every((v) => v !== null && v !== undefined) ? encodeCursor(key as Key[]) : null;
  return { rows: shown, next };
}

/** A desk list's page (1-based) and its size, or the cursor of the page before it (`after`, the keyset). */
export interface DeskPage {
  page: number;
  pageSize: number;
  after?: string;
}

/** A page to read: `limit` rows (one more than shown: is there a next page?), from a key or an offset. */
export interface PageAt {
  limit: number;
  offset: number;
  after?: Key[];
}

/** Where a page starts in `order`: after the cursor's key, else at the page's offset; one row more than shown. */
export const pageAt = (q: DeskPage, order: KeyOrder): PageAt => ({
  limit: q.pageSize + 1,
  offset: (q.page - 1) * q.pageSize,
  after: decodeCursor(q.after, order),
});
