import { type ChartReadResult, getTaxonomy, type ImportProblem, MAPPING_HOW_LABELS } from '@dfr/statement-engine';
import { Button, useLang, Inline, Text } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { pick } from '../format';
import { FormulaWarnings } from './FormulaWarnings';
import { ProblemsTable } from './ProblemsTable';
import * as css from './ChartReadings.css';

/** Shown at most; a chart file of a few hundred accounts reads a few cells per account in other words. */
const SHOWN = 300;

/**
 * The dry run of a chart file before it is imported: how many accounts it holds, every cell read in other words than
 * the file format's (an IFRS name without prefix, a label, an IFRS total to one of its parts, a common word for a
 * type…) with the possible errors first, and the problems the import would be refused for.
 */
export function ChartReadings({
  result,
  onUse,
}: {
  result: ChartReadResult;
  /** Writes a suggested concept into a refused row (the file is read again with it). */
  onUse?: (row: number, concept: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const taxonomy = getTaxonomy(result.chart.framework);
  // A refused row with suggestions: one button per likely concept.
  const fix = (p: ImportProblem) =>
    onUse && p.suggestions?.length ? (
      <Inline space="sm" alignY="bottom" marginY="sm">
        {p.suggestions.map((concept) => (
          <Button key={concept} size="sm" variant="secondary" onPress={() => onUse(p.row, concept)}>
            {t('readings.use', { concept: pick(taxonomy?.concepts[concept]?.label, lang) || concept })}
          </Button>
        ))}
      </Inline>
    ) : null;
  // Possible errors first (a person should look at them), then in the file's order.
  const readings = [...result.mappings].sort((a, b) => Number(!a.note) - Number(!b.note) || a.row - b.row);
  const possibleErrors = readings.filter((m) => m.note).length;
  const more = Math.max(readings.length - SHOWN, 0);
  return (
    // Scrolls inside the dialog when long, so it takes focus: keyboard users scroll it too (axe's
    // scrollable-region-focusable, WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={css.chartReadings} aria-label={t('readings.title')} tabIndex={0}>
      <p>
        {t('readings.summary', { accounts: result.chart.accounts.length, count: readings.length })}
        {possibleErrors > 0 && <> {t('readings.possibleErrors', { count: possibleErrors })}</>}
      </p>
      {result.problems.length > 0 && (
        <>
          <p role="alert">{t('readings.refused', { count: result.problems.length })}</p>
          <ProblemsTable problems={result.problems} fix={onUse ? fix : undefined} />
        </>
      )}
      <FormulaWarnings warnings={result.warnings} />
      {readings.length > 0 && (
        <>
          <h3 className={css.readingsTitle}>{t('readings.title')}</h3>
          <ol className={css.readings} aria-label={t('readings.title')}>
            {readings.slice(0, SHOWN).map((m) => (
              <li key={`${m.row}-${m.column}`} data-reading={m.how} data-possible-error={m.note ? 'true' : undefined}>
                <strong>{t('readings.rowAccount', { row: m.row, code: m.code })}</strong>{' '}
                {t(`readings.columns.${m.column}`)}: “{m.from}” → {m.to}{' '}
                <Text tone="muted">({pick(MAPPING_HOW_LABELS[m.how], lang)})</Text>
                {m.note && (
                  <>
                    {' '}
                    <strong>{t('readings.possibleError')}</strong> {pick(m.note, lang)}
                  </>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {more > 0 && <p>{t('readings.more', { count: more })}</p>}
    </section>
  );
}
