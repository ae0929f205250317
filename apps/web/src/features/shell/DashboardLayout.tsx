import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useMe } from '../../api/hooks';
import { EntityProvider } from '../entities/EntityContext';
import { EntitySwitcher } from '../entities/EntitySwitcher';
import { NotificationsMenu } from '../notifications/NotificationsMenu';
import { Skeleton } from './Feedback';
import { LanguageSwitcher } from './LanguageSwitcher';
import { isCurrent, navFor } from './nav';
import { UserMenu } from './UserMenu';

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
      <div className="shell" data-nav-open={navOpen}>
        <a className="skip-link" href="#main">
          {t('skip_to_content')}
        </a>
        <Link to="/overview" className="shell-brand">
          <span className="logo" aria-hidden="true">
            DFR
          </span>
          <span>{t('brand')}</span>
        </Link>
        <header className="shell-top">
          <button
            type="button"
            className="btn btn-ghost menu-toggle"
            aria-expanded={navOpen}
            aria-controls="sidebar"
            onClick={() => setNavOpen((o) => !o)}
          >
            {navOpen ? t('close_menu') : t('open_menu')}
          </button>
          {me.data?.regulator ? null : <EntitySwitcher />}
          <span className="spacer" />
          <LanguageSwitcher />
          <NotificationsMenu />
          <UserMenu />
        </header>
        <nav id="sidebar" className="shell-nav" aria-label={t('nav.label')}>
          {navOpen ? (
            <button type="button" className="btn btn-secondary menu-toggle" onClick={() => setNavOpen(false)}>
              {t('close_menu')}
            </button>
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
        <main id="main" className="shell-main" tabIndex={-1}>
          <Suspense fallback={<Skeleton lines={6} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </EntityProvider>
  );
}
