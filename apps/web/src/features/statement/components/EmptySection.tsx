import type { RenderingSection, StatementSet } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';

/**
 * What a statement tab says when it has nothing to show. Without a set at all: import a trial balance or type the
 * figures in. With one (a trial balance was imported): the notes' figures are typed below (the trial balance gives only
 * the breakdowns its accounts carry), and a cash flow statement waits for the year's opening balances. Never "no
 * figures yet" after an import.
 */
export function EmptySection({
  section,
  set,
}: {
  section: RenderingSection['section'];
  set: StatementSet | undefined;
}) {
  const { t } = useTranslation('statement');
  if (!set) return <p>{t('noFigures')}</p>;
  if (section === 'notes') return <p>{t('empty.notes')}</p>;
  if (section === 'cashFlows') return <p>{t('empty.cashFlows')}</p>;
  return <p>{t('empty.section')}</p>;
}
