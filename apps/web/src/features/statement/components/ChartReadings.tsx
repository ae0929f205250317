import { type ChartReadResult, MAPPING_HOW_LABELS } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n';
import { pick } from '../format';
import { ProblemsTable } from './ProblemsTable';

/** Shown at most; a chart file of a few hundred accounts reads a few cells per account in other words. */
const SHOWN = 300;

/**
 * The dry run of a chart file before it is imported: how many accounts it holds, every cell read in other words than
 * the file format's (an IFRS name without prefix, a label, an IFRS total to one of its parts, a common word for a
 * type…) with the possible errors first, and the problems the import would be refused for.
 */
export function ChartReadings({ result }: { result: ChartReadResult }) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  // Possible errors first (a person should look at them), then in the file's order.
  const readings = [...result.mappings].sort((a, b) => Number(!a.note) - Number(!b.note) || a.row - b.row);
  const possibleErrors = readings.filter((m) => m.note).length;
  const more = Math.max(readings.length - SHOWN, 0);
  return (
    <section className="dfr-chart-readings" aria-label={t('readings.title')}>
      <p>
        {t('readings.summary', { accounts: result.chart.accounts.length, count: readings.length })}
        {possibleErrors > 0 && <> {t('readings.possibleErrors', { count: possibleErrors })}</>}
      </p>
      {result.problems.length > 0 && (
        <>
          <p role="alert">{t('readings.refused', { count: result.problems.length })}</p>
          <ProblemsTable problems={result.problems} />
        </>
      )}
      {readings.length > 0 && (
        <table className="dfr-table dfr-problems">
          <caption>{t('readings.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('readings.row')}</th>
              <th scope="col">{t('readings.account')}</th>
              <th scope="col">{t('readings.column')}</th>
              <th scope="col">{t('readings.from')}</th>
              <th scope="col">{t('readings.to')}</th>
              <th scope="col">{t('readings.how')}</th>
            </tr>
          </thead>
          <tbody>
            {readings.slice(0, SHOWN).map((m) => (
              <tr key={`${m.row}-${m.column}`} data-reading={m.how} data-possible-error={m.note ? 'true' : undefined}>
                <td>{m.row}</td>
                <td>{m.code}</td>
                <td>{t(`readings.columns.${m.column}`)}</td>
                <td>{m.from === '' ? '–' : m.from}</td>
                <td>{m.to}</td>
                <td>
                  {pick(MAPPING_HOW_LABELS[m.how], lang)}
                  {m.note && (
                    <>
                      <br />
                      <strong>{t('readings.possibleError')}</strong> {pick(m.note, lang)}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more > 0 && <p>{t('readings.more', { count: more })}</p>}
    </section>
  );
}
