import { type ReactNode, useMemo, useState } from 'react';
import {
  Cell,
  Collection,
  Column,
  Row,
  type Selection,
  type SortDescriptor,
  Table as RACTable,
  TableBody,
  TableHeader,
  TableLayout,
  useLocale,
  Virtualizer,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { Checkbox } from '../Checkbox';
import { Icon } from '../Icon';
import * as styles from './Table.css';

const strings = defineStrings({
  en: { empty: 'Nothing to show yet.', selectRow: 'Select' },
  kh: { empty: 'មិនទាន់មានទិន្នន័យ។', selectRow: 'ជ្រើសរើស' },
});

/** A column of a DataTable. */
export interface TableColumn<T> {
  id: string;
  name: ReactNode;
  /** The column whose cell names the row for screen readers (one per table). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** Numbers align to the end. @default 'start' */
  align?: 'start' | 'end';
  /** A CSS width or fraction ("1fr", 120). */
  width?: number | `${number}fr` | `${number}%`;
  minWidth?: number;
  /** What to show in a cell. @default String(row[id]) */
  render?: (row: T) => ReactNode;
  /** The value sorted by. @default row[id] */
  sortValue?: (row: T) => string | number | null | undefined;
}

export interface DataTableProps<T> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: TableColumn<T>[];
  rows: T[];
  /** The stable id of a row. @default row.id */
  getRowId?: (row: T) => string | number;
  /** Controlled sort; without it the table sorts itself with the locale's collation. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  /** @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Called when a row is activated (Enter or click). */
  onRowAction?: (id: string | number) => void;
  /** Largest height before the body scrolls under the sticky header (CSS length). @default '32rem' */
  maxHeight?: string;
  /** Shown when there are no rows. */
  emptyState?: ReactNode;
  /** Row height estimate in pixels; rows grow for wrapped Khmer text. @default 44 */
  estimatedRowHeight?: number;
  strings?: Partial<typeof strings.en>;
}

const rowKey = (row: unknown) => (row as { id: string | number }).id;

/**
 * A data table: sortable columns, row selection, a sticky header, and virtualized rows so that
 * 10,000 lines scroll as fast as 10 (only the rows in view are in the DOM).
 */
export function DataTable<T extends object>({
  columns,
  rows,
  getRowId = rowKey,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  maxHeight = '32rem',
  emptyState,
  estimatedRowHeight = 44,
  strings: o,
  ...props
}: DataTableProps<T>) {
  const t = useUIStrings(strings, o);
  const { locale } = useLocale();
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(undefined);
  const sort = sortDescriptor ?? ownSort;

  const sorted = useMemo(() => {
    if (sortDescriptor || !sort?.column) return rows;
    const column = columns.find((c) => c.id === sort.column);
    if (!column) return rows;
    const value = column.sortValue ?? ((row: T) => (row as Record<string, unknown>)[column.id] as string | number);
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    const out = [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x == null) return y == null ? 0 : 1;
      if (y == null) return -1;
      return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    });
    return sort.direction === 'descending' ? out.reverse() : out;
  }, [rows, columns, sort, sortDescriptor, locale]);

  const items = useMemo(() => sorted.map((row) => ({ id: getRowId(row), row })), [sorted, getRowId]);
  const selectable = selectionMode === 'multiple';

  return (
    <div className={styles.wrapper} style={{ maxHeight }}>
      <Virtualizer layout={TableLayout} layoutOptions={{ estimatedRowHeight, estimatedHeadingHeight: 44 }}>
        <RACTable
          {...props}
          className={styles.table}
          style={{ maxHeight }}
          selectionMode={selectionMode}
          sortDescriptor={sort}
          onSortChange={(next) => {
            if (!sortDescriptor) setOwnSort(next);
            onSortChange?.(next);
          }}
        >
          <TableHeader className={styles.header}>
            {selectable && (
              <Column width={48} minWidth={48} className={cx(styles.column, styles.selectColumn)}>
                <Checkbox slot="selection" />
              </Column>
            )}
            <Collection items={columns}>
              {(column) => (
                <Column
                  id={column.id}
                  isRowHeader={column.isRowHeader}
                  allowsSorting={column.allowsSorting}
                  width={column.width}
                  minWidth={column.minWidth ?? 80}
                  className={cx(styles.column, column.align === 'end' && styles.end)}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <span className={styles.columnInner}>
                      <span>{column.name}</span>
                      {allowsSorting && (
                        <Icon
                          name={
                            sortDirection === 'ascending'
                              ? 'chevronUp'
                              : sortDirection === 'descending'
                                ? 'chevronDown'
                                : 'sort'
                          }
                          size={16}
                          className={sortDirection ? styles.sortActive : styles.sortIcon}
                        />
                      )}
                    </span>
                  )}
                </Column>
              )}
            </Collection>
          </TableHeader>
          <TableBody items={items} renderEmptyState={() => <div className={styles.empty}>{emptyState ?? t.empty}</div>}>
            {(item) => (
              <Row id={item.id} columns={columns} className={styles.row}>
                {selectable && (
                  <Cell className={cx(styles.cell, styles.selectColumn)}>
                    <Checkbox slot="selection" />
                  </Cell>
                )}
                <Collection items={columns}>
                  {(column) => (
                    <Cell className={cx(styles.cell, column.align === 'end' && styles.end)}>
                      {column.render
                        ? column.render(item.row)
                        : String((item.row as Record<string, unknown>)[column.id] ?? '')}
                    </Cell>
                  )}
                </Collection>
              </Row>
            )}
          </TableBody>
        </RACTable>
      </Virtualizer>
    </div>
  );
}
