import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** Any route the product does not have (the specification: a missing route raises a not-found error). */
export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="card" style={{ maxWidth: 640, margin: '32px auto' }}>
      <h1>{t('title.not_found')}</h1>
      <p>{t('not_found_message')}</p>
      <p className="muted">
        <code>{pathname}</code>
      </p>
      <p className="btn-row">
        <Link className="btn" to="/">
          {t('go_home')}
        </Link>
        <Link className="btn btn-secondary" to="/overview">
          {t('shell:back_to_dashboard')}
        </Link>
      </p>
    </div>
  );
}
