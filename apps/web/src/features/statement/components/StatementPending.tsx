import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../shell/Page';
import { ErrorNotice } from './ErrorNotice';

/**
 * A statement screen until its statement is read: there is none yet (with the way to start one), reading it failed,
 * or it is still loading.
 */
export function StatementPending({
  title,
  noStatement,
  error,
}: {
  title: string;
  noStatement: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('statement');
  if (noStatement) {
    return (
      <Page title={title}>
        <p>{t('noStatement')}</p>
        <Link to="/on_board_reporting">{t('startNew')}</Link>
      </Page>
    );
  }
  if (error) {
    return (
      <Page title={title}>
        <ErrorNotice error={error} missingIsForbidden />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <p role="status">{t('loading')}</p>
    </Page>
  );
}
