import type { ImportProblem } from '@dfr/statement-engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n';
import { pick } from '../format';

/** Shown at most (the API lists the first 100 and counts the rest). */
const SHOWN = 500;

/**
 * An import's problems by row and column, each in the interface language (the engine's message carries both): the
 * trial balance's dry run and the chart import both list them so.
 */
export function ProblemsTable({
  problems,
  notShown = 0,
  fix,
  caption,
}: {
  problems: ImportProblem[];
  notShown?: number;
  /** @default "Problems by row and column" */
  caption?: string;
  /** The fix offered for a problem, when there is one (a fourth column). */
  fix?: (problem: ImportProblem) => ReactNode;
}) {
  const { t } = useTranslation('statement');
  const lang = useLang();
  if (!problems.length) return null;
  const more = Math.max(problems.length - SHOWN, 0) + notShown;
  return (
    <>
      <table className="dfr-table dfr-problems">
        <caption>{caption ?? t('import.problemList')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('import.row')}</th>
            <th scope="col">{t('import.column')}</th>
            <th scope="col">{t('import.value')}</th>
            <th scope="col">{t('import.message')}</th>
            {fix && <th scope="col">{t('import.fix')}</th>}
          </tr>
        </thead>
        <tbody>
          {problems.slice(0, SHOWN).map((p, i) => (
            <tr key={`${p.row}-${p.column}-${i}`} data-problem={p.code}>
              <td>{p.row ?? '–'}</td>
              <td>{p.column ?? '–'}</td>
              <td>{p.value ?? ''}</td>
              <td>{pick(p.message, lang) || p.code}</td>
              {fix && <td>{fix(p)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 && <p>{t('import.more', { count: more })}</p>}
    </>
  );
}
