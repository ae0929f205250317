import type { RenderingSection, StatementSet } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * What a statement tab says when it has nothing to show. Without a set at all: import a trial balance or type the
 * figures in. With one (a trial balance was imported): the notes' figures are typed below (the trial balance gives only
 * the breakdowns its accounts carry), and a cash flow statement waits for the year's opening balances, or for "first
 * year of reporting" ticked in the statement settings (linked, focused on that box). Never "no figures yet" after an
 * import.
 */
export function EmptySection({
  section,
  set,
  statementId,
}: {
  section: RenderingSection['section'];
  set: StatementSet | undefined;
  statementId?: string;
}) {
  const { t } = useTranslation('statement');
  if (!set) return <p>{t('noFigures')}</p>;
  if (section === 'notes') return <p>{t('empty.notes')}</p>;
  if (section === 'cashFlows')
    return (
      <>
        <p>{t('empty.cashFlows')}</p>
        {statementId && (
          <p>
            <Link to={`/on_board_reporting/${statementId}?${new URLSearchParams({ field: 'firstYearOfReporting' })}`}>
              {t('empty.firstYearLink')}
            </Link>
          </p>
        )}
      </>
    );
  return <p>{t('empty.section')}</p>;
}
