import type { ImportProblem } from '@dfr/statement-engine';
import { Alert } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { ProblemsTable } from './ProblemsTable';

/**
 * Cells of an imported file that begin like spreadsheet formulas (`=`, `+`, `-`, `@`): kept as text, never run, and
 * written safely in the product's exports (issue 19, finding 4). Shown before the import is confirmed.
 */
export function FormulaWarnings({ warnings, notShown = 0 }: { warnings?: ImportProblem[]; notShown?: number }) {
  const { t } = useTranslation('statement');
  if (!warnings?.length) return null;
  return (
    <section data-warnings={warnings.length + notShown}>
      <Alert tone="warning">{t('import.formulaWarning', { count: warnings.length + notShown })}</Alert>
      <ProblemsTable problems={warnings} notShown={notShown} caption={t('import.formulaCells')} />
    </section>
  );
}
