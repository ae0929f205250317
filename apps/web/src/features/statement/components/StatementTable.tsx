import {
  NUMBER_LIST_CONCEPTS,
  type PeriodKey,
  ROUNDING_LEVEL_WORDS,
  type RenderingRow,
  type RenderingSection,
  type RoundingLevel,
} from '@dfr/statement-engine';
import { Button, StaticTable, type StaticTableColumn, useLang } from '@dfr/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fixedDecimals, formatNumber } from '../../dashboard/format';
import { formatAmount, pick } from '../format';
import type { Language } from '../../../i18n';
import * as styles from './StatementTable.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** Decimals a number needs to be printed as it is (a count has none, a percentage may have some), at most six. */
const decimalsOf = (value: number) => Math.min(6, (String(value).split('.')[1] ?? '').length);

/**
 * A figure of a row in one column as printed: an amount at the rounding level (`amounts`), or a count, share, answer
 * or text as it is (`values`: never scaled). A dash for nothing.
 */
export function figureText(row: RenderingRow, key: PeriodKey, lang: Language, t: TFunction<'statement'>): string {
  const amount = row.amounts[key];
  if (amount) return formatAmount(amount.display, lang);
  const value = row.values?.[key];
  if (typeof value === 'number')
    return Number.isNaN(value) ? '–' : formatNumber(value, lang, fixedDecimals(decimalsOf(value)));
  if (typeof value === 'boolean') return value ? t('table.yes') : t('table.no');
  if (value === undefined || value === '') return '–';
  // A list of numbers kept as text (the SDGs: "8, 9, 12") is printed in the language's digits like every count;
  // other texts (the registration number, codes) as written.
  if (NUMBER_LIST_CONCEPTS.has(row.concept))
    return value.replace(/\d+/g, (n) => formatNumber(Number(n), lang, fixedDecimals(0)));
  return value;
}

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
          if (row.isAbstract) return null;
          const text = figureText(row, key, lang, t);
          if (!onSelectFact || (!row.amounts[key] && row.values?.[key] === undefined)) return text;
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
          <span className={styles.captionTitle}>{title}</span>
          {/* Only a section of amounts at the rounding level names the unit: counts and answers are not "KHR, thousands". */}
          {section.scaled && (
            <>
              {' '}
              <span className={styles.unit}>
                {t('unit', { currency, rounding: ROUNDING_LEVEL_WORDS[rounding][lang] })}
              </span>
            </>
          )}
        </>
      }
      showCaption
      columns={columns}
      rows={rows}
      rowProps={(row) => ({ 'data-concept': row.concept, 'data-role': row.role })}
    />
  );
}
