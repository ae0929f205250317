import { StaticTable } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Statement } from '../../api/types';
import { StatusBadge } from '../shell/Feedback';
import { statementDeadline } from './deadline';
import { formatDate, formatYear } from './format';

/** An entity's statements, newest year first, with stage badges and the way to open each. */
export function StatementsTable({ statements, audited }: { statements: Statement[]; audited: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const rows = [...statements].sort((a, b) => b.reportingYear - a.reportingYear);
  return (
    <StaticTable
      caption={t('statements.caption')}
      rows={rows}
      columns={[
        {
          id: 'year',
          name: t('statements.year'),
          isRowHeader: true,
          render: (s) => formatYear(s.reportingYear, lang),
        },
        { id: 'periodEnd', name: t('statements.period_end'), render: (s) => formatDate(s.settings.periodEnd, lang) },
        // The badge keeps its word on one line; the table scrolls sideways on a phone instead.
        { id: 'stage', name: t('statements.status'), nowrap: true, render: (s) => <StatusBadge status={s.stage} /> },
        {
          id: 'deadline',
          name: t('statements.deadline'),
          render: (s) => formatDate(statementDeadline(s.settings, audited), lang),
        },
        {
          id: 'open',
          name: t('statements.actions'),
          hideName: true,
          render: (s) => (
            <Link to={`/reporting/${encodeURIComponent(s.id)}`}>{t('statements.open', { year: s.reportingYear })}</Link>
          ),
        },
      ]}
    />
  );
}
