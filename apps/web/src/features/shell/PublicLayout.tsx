import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { Skeleton } from './Feedback';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './shell.css';

/** Pages a visitor sees without the dashboard: home, sign-in screens, not found, the public statement. */
export function PublicLayout() {
  const { t } = useTranslation('shell');
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('skip_to_content')}
      </a>
      <header className={styles.publicTop}>
        <Link to="/" className={styles.publicBrand}>
          <span className={styles.publicLogo} aria-hidden="true">
            DFR
          </span>
          <span>{t('brand')}</span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className={styles.publicMain} tabIndex={-1}>
        <Suspense fallback={<Skeleton lines={6} />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
