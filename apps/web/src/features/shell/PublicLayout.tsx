import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { Skeleton } from './Feedback';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Pages a visitor sees without the dashboard: home, sign-in screens, not found, the public statement. */
export function PublicLayout() {
  const { t } = useTranslation('shell');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <header className="public-top">
        <Link to="/" className="shell-brand">
          <span className="logo" aria-hidden="true" style={{ background: 'var(--c-primary)', color: '#fff' }}>
            DFR
          </span>
          <span>{t('brand')}</span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <Suspense fallback={<Skeleton lines={6} />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
