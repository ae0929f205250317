import { Button } from '@dfr/ui';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useMe } from '../../api/hooks';
import { EntityProvider } from '../entities/EntityContext';
import { Skeleton } from './Feedback';
import { LanguageSwitcher } from './LanguageSwitcher';
import { isCurrent, navFor } from './nav';
import * as styles from './shell.css';
import { TopBarEntitySwitcher, TopBarNotifications, TopBarUserMenu } from './TopBar';

/**
 * The signed-in layout: brand, top bar (menu button on phones, entity switcher, language, notifications, user
 * menu), the sidebar with every screen, and the screen itself in `<main>`. Screens render through `<Outlet/>`.
 */
export function DashboardLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const me = useMe();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu on every navigation
  useEffect(() => setNavOpen(false), [pathname]);
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen]);
  return (
    <EntityProvider>
      <div className={styles.shell} data-nav-open={navOpen}>
        <a className={styles.skipLink} href="#main">
          {t('skip_to_content')}
        </a>
        <Link to="/overview" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            DFR
          </span>
          <span>{t('brand')}</span>
        </Link>
        <header className={styles.top}>
          <Button
            variant="ghost"
            className={styles.menuToggle}
            aria-expanded={navOpen}
            aria-controls="sidebar"
            onPress={() => setNavOpen((o) => !o)}
          >
            {navOpen ? t('close_menu') : t('open_menu')}
          </Button>
          {me.data?.regulator ? null : <TopBarEntitySwitcher />}
          <span className={styles.spacer} />
          <LanguageSwitcher />
          <TopBarNotifications />
          <TopBarUserMenu />
        </header>
        <nav id="sidebar" className={styles.nav} aria-label={t('nav.label')}>
          {navOpen ? (
            <Button variant="secondary" className={styles.menuToggle} onPress={() => setNavOpen(false)}>
              {t('close_menu')}
            </Button>
          ) : null}
          {navFor(me.data?.regulator).map((group) => (
            <div key={group.label}>
              <h2>{t(group.label)}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} aria-current={isCurrent(item, pathname) ? 'page' : undefined}>
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<Skeleton lines={6} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </EntityProvider>
  );
}
