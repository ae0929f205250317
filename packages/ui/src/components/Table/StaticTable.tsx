import type { CSSProperties, HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { visuallyHidden } from '../../theme/global.css';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import * as styles from './StaticTable.css';

const strings = defineStrings({
  en: { empty: 'Nothing to show yet.' },
  kh: { empty: 'មិនទាន់មានទិន្នន័យ។' },
});

/** `data-*` attributes a row or a cell may carry (tests and styles find rows by them). */
export type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };

/** A column of a StaticTable. */
export interface StaticTableColumn<T> {
  id: string;
  name: ReactNode;
  /** The column whose cell names the row (a `<th scope="row">`; one per table). */
  isRowHeader?: boolean;
  /** The name is read by screen readers only (a column of links or buttons). */
  hideName?: boolean;
  /** Numbers align to the end. @default 'start' */
  align?: 'start' | 'end';
  /** The cell's content stays on one line (a badge, a date); the table scrolls sideways instead. */
  nowrap?: boolean;
  /** What to show in a cell. @default String(row[id]) */
  render?: (row: T) => ReactNode;
  /** Further attributes of a body cell (`data-*`, a style). */
  cellProps?: (row: T) => DataAttributes & Pick<TdHTMLAttributes<HTMLTableCellElement>, 'style' | 'className'>;
}

export interface StaticTableProps<T> {
  /** The table's name, read by screen readers (shown too with `showCaption`). */
  caption: ReactNode;
  /** @default false: the caption is read by screen readers only */
  showCaption?: boolean;
  columns: StaticTableColumn<T>[];
  rows: T[];
  /** The stable id of a row. @default row.id */
  getRowId?: (row: T) => string | number;
  /** Further attributes of a body row (`data-*`). */
  rowProps?: (row: T) => DataAttributes & Pick<HTMLAttributes<HTMLTableRowElement>, 'className'>;
  /** Shown in the body when there are no rows. */
  emptyState?: ReactNode;
  className?: string;
  style?: CSSProperties;
  strings?: Partial<typeof strings.en>;
}

const rowKey = (row: unknown) => (row as { id: string | number }).id;

/**
 * A table to read (not to select in): native table semantics (`table`, `row`, `columnheader`, `rowheader`, `cell`),
 * a caption, and sideways scrolling on a narrow screen. The scrolling frame is focusable so keyboard users can scroll
 * it (WCAG 2.1.1). For sorting, selection or thousands of rows, use DataTable.
 */
export function StaticTable<T extends object>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId = rowKey,
  rowProps,
  emptyState,
  className,
  style,
  strings: o,
}: StaticTableProps<T>) {
  const t = useUIStrings(strings, o);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <div className={cx(styles.wrapper, className)} style={style} tabIndex={0}>
      <table className={styles.table}>
        <caption className={showCaption ? styles.caption : visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cx(styles.cell, styles.head, column.align === 'end' && styles.end)}
              >
                {column.hideName ? <span className={visuallyHidden}>{column.name}</span> : column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={cx(styles.cell, styles.empty)}>
                {emptyState ?? t.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowId(row)} {...rowProps?.(row)}>
                {columns.map((column) => {
                  const Tag = column.isRowHeader ? 'th' : 'td';
                  const { className: own, ...extra } = column.cellProps?.(row) ?? {};
                  return (
                    <Tag
                      key={column.id}
                      scope={column.isRowHeader ? 'row' : undefined}
                      {...extra}
                      className={cx(
                        styles.cell,
                        column.isRowHeader && styles.rowHeader,
                        column.align === 'end' && styles.end,
                        column.nowrap && styles.nowrap,
                        own,
                      )}
                    >
                      {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.id] ?? '')}
                    </Tag>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
