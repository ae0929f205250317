import type { PeriodKey, RenderingSection, RoundingLevel } from '@dfr/statement-engine';
import { Button, StaticTable, type StaticTableColumn } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { formatAmount, pick } from '../format';
import { useLang } from '../../../i18n';
import * as styles from './StatementTable.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

export interface StatementTableProps {
  section: RenderingSection;
  /** Column headings (the years), by period key. */
  years: Partial<Record<PeriodKey, string>>;
  rounding: RoundingLevel;
  currency: string;
  /** Opens the fact properties of a figure. */
  onSelectFact?: (concept: string, period: PeriodKey) => void;
  selectedConcept?: string;
}

/** One statement (or note) rendered from the engine's rendering model: current and comparative side by side. */
export function StatementTable({
  section,
  years,
  rounding,
  currency,
  onSelectFact,
  selectedConcept,
}: StatementTableProps) {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const title = pick(section.title, lang);
  // Keys stay the same when rows come and go (a figure typed in adds its row), so the other rows keep their nodes.
  const seen = new Map<string, number>();
  const rowKeys = section.rows.map((row) => {
    const n = seen.get(row.labelKey) ?? 0;
    seen.set(row.labelKey, n + 1);
    return n ? `${row.labelKey}#${n}` : row.labelKey;
  });
  type Row = (typeof section.rows)[number] & { id: string };
  const rows: Row[] = section.rows.map((row, r) => ({ ...row, id: rowKeys[r] ?? String(r) }));
  const rowClass = (row: Row) =>
    cx(
      row.isTotal && styles.total,
      row.isAbstract && styles.heading,
      selectedConcept === row.concept && styles.selected,
    );
  const columns: StaticTableColumn<Row>[] = [
    {
      id: 'lineItem',
      name: t('table.lineItem'),
      isRowHeader: true,
      render: (row) => pick(row.label, lang),
      cellProps: (row) => ({
        className: rowClass(row),
        style: { paddingInlineStart: `${0.5 + row.level * 1.25}rem` },
      }),
    },
    ...section.columns.map(
      (key): StaticTableColumn<Row> => ({
        id: key,
        name: years[key] ?? t(`table.${key}`),
        align: 'end',
        nowrap: true,
        cellProps: (row) => ({ 'data-period': key, className: rowClass(row) }),
        render: (row) => {
          const amount = row.amounts[key];
          const text = formatAmount(amount?.display, lang);
          if (row.isAbstract) return null;
          if (!onSelectFact || !amount) return text;
          return (
            <Button
              variant="ghost"
              size="sm"
              className={styles.figure}
              aria-label={t('table.factButton', { label: pick(row.label, lang), year: years[key] ?? '', value: text })}
              onPress={() => onSelectFact(row.concept, key)}
            >
              {text}
            </Button>
          );
        },
      }),
    ),
  ];
  return (
    <StaticTable
      caption={
        <>
          <span className={styles.captionTitle}>{title}</span>{' '}
          <span className={styles.unit}>{t('unit', { currency, rounding: t(`rounding.${rounding}`) })}</span>
        </>
      }
      showCaption
      columns={columns}
      rows={rows}
      rowProps={(row) => ({ 'data-concept': row.concept, 'data-role': row.role })}
    />
  );
}
