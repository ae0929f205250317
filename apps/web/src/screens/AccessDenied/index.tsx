import { Alert } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../features/shell/Page';

/** The specification's access-denied page. */
export default function AccessDenied() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.access_denied')}>
      <Alert tone="warning" live>
        {t('access_denied_message')}
      </Alert>
      <p className="btn-row" style={{ marginTop: 14 }}>
        <Link className="btn" to="/overview">
          {t('shell:back_to_dashboard')}
        </Link>
        <Link className="btn btn-secondary" to="/resources">
          {t('shell:nav.resources')}
        </Link>
      </p>
    </Page>
  );
}
