import { and, type Column, eq, getTableColumns, gt, gte, lt, lte, or, type SQL } from 'drizzle-orm';

/* The keyset's SQL (issue 32): a list's order, the condition "after this key", a row's key (see cursor.ts). */

type Key = string | number;
/** A sort order: each column and its direction, the last one unique (it breaks every tie). */
export type KeyOrder = readonly (readonly [Column, 'asc' | 'desc'])[];

/**
 * The rows after `key` in `order`: (a > x) or (a = x and b > y) or …, each comparison in its column's direction, and
 * the first column's bound on its own (a >= x), which the databases read as where to start in the order's index (the
 * OR alone is no range to them: SQLite read the whole index to page 200 by entity, 200 ms).
 */
export function afterKey(order: KeyOrder, key: Key[] | undefined): SQL | undefined {
  if (!key) return undefined;
  const [first, firstDir] = order[0]!;
  return and(
    firstDir === 'asc' ? gte(first, key[0]!) : lte(first, key[0]!),
    or(
      ...order.map(([column, dir], i) =>
        and(
          ...order.slice(0, i).map(([c], j) => eq(c, key[j]!)),
          dir === 'asc' ? gt(column, key[i]!) : lt(column, key[i]!),
        ),
      ),
    ),
  );
}

/** The values of `order`'s columns in a row of their table (the row as drizzle reads it, by property name). */
export function rowKey(order: KeyOrder, row: Record<string, unknown>) {
  return order.map(([column]) => {
    const columns = getTableColumns(column.table);
    const name = Object.keys(columns).find((k) => columns[k] === column)!;
    return row[name] as Key | null | undefined;
  });
}
