import type { PeriodKey, RenderingSection, RoundingLevel } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { formatAmount, pick } from '../format';
import { useLang } from '../../../i18n';

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
  return (
    <table className="dfr-statement" data-section={section.id}>
      <caption>
        <span className="dfr-caption-title">{title}</span>{' '}
        <span className="dfr-unit">{t('unit', { currency, rounding: t(`rounding.${rounding}`) })}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('table.lineItem')}</th>
          {section.columns.map((key) => (
            <th scope="col" key={key} className="dfr-amount">
              {years[key] ?? t(`table.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {section.rows.map((row, r) => {
          const label = pick(row.label, lang);
          const classes = [
            row.isTotal ? 'dfr-total' : '',
            row.isAbstract ? 'dfr-heading' : '',
            selectedConcept === row.concept ? 'dfr-selected' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <tr key={rowKeys[r]} data-concept={row.concept} data-role={row.role} className={classes || undefined}>
              <th scope="row" style={{ paddingInlineStart: `${0.5 + row.level * 1.25}rem` }}>
                {label}
              </th>
              {section.columns.map((key) => {
                const amount = row.amounts[key];
                const text = formatAmount(amount?.display, lang);
                return (
                  <td key={key} className="dfr-amount" data-period={key}>
                    {row.isAbstract ? null : onSelectFact && amount ? (
                      <button
                        type="button"
                        className="dfr-figure"
                        aria-label={t('table.factButton', { label, year: years[key] ?? '', value: text })}
                        onClick={() => onSelectFact(row.concept, key)}
                      >
                        {text}
                      </button>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
