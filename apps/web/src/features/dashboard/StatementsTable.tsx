import { scrollable } from '../shell/Feedback';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Statement } from '../../api/types';
import { StatusBadge } from '../shell/Feedback';
import { statementDeadline } from './deadline';
import { formatDate, formatYear } from './format';

/** An entity's statements, newest year first, with stage badges and the way to open each. */
export function StatementsTable({ statements, audited }: { statements: Statement[]; audited: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const rows = [...statements].sort((a, b) => b.reportingYear - a.reportingYear);
  return (
    <div className="table-wrap" {...scrollable}>
      <table className="table">
        <caption className="visually-hidden">{t('statements.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statements.year')}</th>
            <th scope="col">{t('statements.period_end')}</th>
            <th scope="col">{t('statements.status')}</th>
            <th scope="col">{t('statements.deadline')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('statements.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <th scope="row">{formatYear(s.reportingYear, i18n.language)}</th>
              <td>{formatDate(s.periodEnd, i18n.language)}</td>
              {/* The badge keeps its word on one line; the table scrolls sideways on a phone instead. */}
              <td style={{ whiteSpace: 'nowrap' }}>
                <StatusBadge status={s.stage} />
              </td>
              <td>{formatDate(statementDeadline(s, audited), i18n.language)}</td>
              <td>
                <Link to={`/reporting/${encodeURIComponent(s.id)}`}>
                  {t('statements.open', { year: s.reportingYear })}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
