import { type ReactNode, useState } from 'react';
import { Dialog, Link, Modal, ModalOverlay } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { useOverlayRoot } from '../../utils/overlay';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './AppShell.css';

const strings = defineStrings({
  en: {
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  kh: {
    skipToContent: 'រំលងទៅខ្លឹមសារចម្បង',
    mainNavigation: 'ម៉ឺនុយចម្បង',
    openMenu: 'បើកម៉ឺនុយ',
    closeMenu: 'បិទម៉ឺនុយ',
  },
});

/** A link in the sidebar. */
export interface NavItem {
  id: string;
  label: ReactNode;
  href: string;
  icon?: IconName;
  /** A count shown after the label. */
  badge?: number;
}

export interface AppShellProps {
  /** The product name or logo at the top of the sidebar and top bar. */
  brand: ReactNode;
  /** Sidebar links; client-side routing works through react-aria's RouterProvider. */
  nav: NavItem[];
  /** The id of the current page's link (marked aria-current="page"). */
  currentId?: string;
  /** Top bar: the entity switcher (e.g. `EntitySwitcher`). */
  entitySwitcher?: ReactNode;
  /** Top bar: the language switcher (`LanguageSwitcher`). */
  languageSwitcher?: ReactNode;
  /** Top bar: notifications (`NotificationsButton`). */
  notifications?: ReactNode;
  /** Top bar: the user menu (`UserMenu`). */
  userMenu?: ReactNode;
  /** Extra sidebar content below the links (help, version). */
  sidebarFooter?: ReactNode;
  /** The page. */
  children: ReactNode;
}

function NavLinks({ nav, currentId, onNavigate }: { nav: NavItem[]; currentId?: string; onNavigate?: () => void }) {
  return (
    <ul className={styles.navList}>
      {nav.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            className={styles.navLink}
            aria-current={item.id === currentId ? 'page' : undefined}
            onPress={onNavigate}
          >
            {item.icon && <Icon name={item.icon} />}
            <span className={styles.navLabel}>{item.label}</span>
            {item.badge != null && item.badge > 0 && <span className={styles.navBadge}>{item.badge}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The application frame: a sidebar of links, a top bar (entity, language, notifications, user) and the page.
 * Below tablet width the sidebar folds into a menu button that opens it as a drawer.
 */
export function AppShell({
  brand,
  nav,
  currentId,
  entitySwitcher,
  languageSwitcher,
  notifications,
  userMenu,
  sidebarFooter,
  children,
}: AppShellProps) {
  const t = useUIStrings(strings);
  const overlay = useOverlayRoot();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className={styles.shell}>
      <a href="#dfr-main" className={styles.skipLink}>
        {t.skipToContent}
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>{brand}</div>
        <nav aria-label={t.mainNavigation} className={styles.nav}>
          <NavLinks nav={nav} currentId={currentId} />
        </nav>
        {sidebarFooter && <div className={styles.sidebarFooter}>{sidebarFooter}</div>}
      </aside>
      <div className={styles.column}>
        <header className={styles.topBar}>
          <span className={styles.menuButton}>
            <IconButton icon="menu" label={t.openMenu} onPress={() => setDrawerOpen(true)} aria-expanded={drawerOpen} />
          </span>
          <div className={styles.topBrand}>{brand}</div>
          <div className={styles.entity}>{entitySwitcher}</div>
          <div className={styles.actions}>
            {languageSwitcher}
            {notifications}
            {userMenu}
          </div>
        </header>
        <main id="dfr-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <ModalOverlay
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        isDismissable
        className={cx(overlay.className, styles.drawerOverlay)}
      >
        <Modal className={styles.drawer}>
          <Dialog aria-label={t.mainNavigation} className={styles.drawerDialog} lang={overlay.lang}>
            <div className={styles.drawerHeader}>
              <div className={styles.brandInline}>{brand}</div>
              <IconButton icon="close" label={t.closeMenu} onPress={() => setDrawerOpen(false)} />
            </div>
            <nav aria-label={t.mainNavigation}>
              <NavLinks nav={nav} currentId={currentId} onNavigate={() => setDrawerOpen(false)} />
            </nav>
            {sidebarFooter}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
