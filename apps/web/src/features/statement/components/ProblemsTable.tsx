import type { ImportProblem } from '@dfr/statement-engine';
import { StaticTable, type StaticTableColumn, useLang } from '@dfr/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../dashboard/format';
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
  const rows = problems.slice(0, SHOWN).map((problem, i) => ({ id: `${problem.row}-${problem.column}-${i}`, problem }));
  type Row = (typeof rows)[number];
  // Row, column and value stay on one line (a code such as 1110 never wraps); the message takes the rest.
  const columns: StaticTableColumn<Row>[] = [
    {
      id: 'row',
      name: t('import.row'),
      nowrap: true,
      render: ({ problem }) => (typeof problem.row === 'number' ? formatNumber(problem.row, lang) : '–'),
    },
    { id: 'column', name: t('import.column'), nowrap: true, render: ({ problem }) => problem.column ?? '–' },
    { id: 'value', name: t('import.value'), nowrap: true, render: ({ problem }) => problem.value ?? '' },
    { id: 'message', name: t('import.message'), render: ({ problem }) => pick(problem.message, lang) || problem.code },
    ...(fix ? [{ id: 'fix', name: t('import.fix'), render: ({ problem }: Row) => fix(problem) }] : []),
  ];
  return (
    <>
      <StaticTable
        caption={caption ?? t('import.problemList')}
        showCaption
        columns={columns}
        rows={rows}
        rowProps={({ problem }) => ({ 'data-problem': problem.code })}
      />
      {more > 0 && <p>{t('import.more', { count: more })}</p>}
    </>
  );
}
