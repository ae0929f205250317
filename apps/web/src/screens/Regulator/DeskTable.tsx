import { type DataAttributes, StaticTable } from '@dfr/ui';
import type { ReactNode } from 'react';
import { ErrorNotice, listFallback } from '../../features/shell/Feedback';

/** An entity's name in the reader's language (the English one when it has no Khmer name). */
export const nameOf = (lang: string, en: string | undefined, kh: string | null | undefined) =>
  (lang === 'kh' && kh) || en || '';

/**
 * A desk tab's table: the list's loading, error and empty states (`none`), else the last action's error, the rows
 * and then `children` (the tab's dialogs).
 */
export function DeskTable<Row extends object>({
  list,
  none,
  error,
  caption,
  columns,
  cells,
  getRowId,
  rowProps,
  children,
}: {
  list: { isLoading: boolean; error?: unknown; data?: Row[]; mutate: () => unknown };
  none?: string;
  error: unknown;
  caption: string;
  /** The column names; `cells` gives a row's cells in the same order (the first names the row). */
  columns: string[];
  cells: (row: Row) => ReactNode[];
  getRowId: (row: Row) => string;
  rowProps?: (row: Row) => DataAttributes;
  children?: ReactNode;
}) {
  const fallback = listFallback(list, none);
  if (fallback) return fallback;
  const rows = list.data ?? [];
  const rendered = new Map(rows.map((row) => [row, cells(row)]));
  return (
    <>
      {error ? <ErrorNotice error={error} /> : null}
      <StaticTable
        caption={caption}
        rows={rows}
        getRowId={getRowId}
        rowProps={rowProps}
        columns={columns.map((name, i) => ({
          id: String(i),
          name,
          isRowHeader: i === 0,
          render: (row: Row) => rendered.get(row)?.[i],
        }))}
      />
      {children}
    </>
  );
}
