/**
 * The sidebar: every screen of the specification, grouped the way a preparer works. `label` is a key in the
 * `shell` namespace; `match` lists the path prefixes that make an item current.
 */
export interface NavItem {
  to: string;
  label: string;
  match?: string[];
  /** Shown only to regulator staff (`GET /api/me` → `regulator`). */
  regulator?: boolean;
  /** An entity's own screen: not shown to regulator staff, who belong to no entity (their desk is their side). */
  filer?: boolean;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The sidebar as a user sees it: regulator staff get their desk and the shared references, filers their screens. */
export function navFor(regulator: boolean | undefined): NavGroup[] {
  return NAV.map((g) => ({
    ...g,
    items: g.items.filter((item) => (regulator ? !item.filer : !item.regulator)),
  })).filter((g) => g.items.length > 0);
}

export const NAV: NavGroup[] = [
  {
    label: 'nav.group.start',
    items: [
      { to: '/overview', filer: true, label: 'nav.overview' },
      { to: '/onboarding', filer: true, label: 'nav.onboarding' },
      { to: '/connect', filer: true, label: 'nav.connect' },
    ],
  },
  {
    label: 'nav.group.statements',
    items: [
      { to: '/on_board_reporting', filer: true, label: 'nav.new_statement', match: ['/on_board_reporting'] },
      { to: '/reporting', filer: true, label: 'nav.reporting', match: ['/reporting', '/main_report'] },
      { to: '/manual_input', filer: true, label: 'nav.manual_input', match: ['/manual_input'] },
      { to: '/results_statement', filer: true, label: 'nav.results' },
      { to: '/submited', filer: true, label: 'nav.submitted' },
    ],
  },
  {
    label: 'nav.group.reference',
    items: [
      { to: '/accounts', label: 'nav.accounts', match: ['/accounts', '/account'] },
      { to: '/standard', label: 'nav.standard' },
      { to: '/currency', label: 'nav.currency' },
    ],
  },
  {
    label: 'nav.group.insight',
    items: [
      { to: '/analytics', filer: true, label: 'nav.analytics' },
      { to: '/compliance', filer: true, label: 'nav.compliance' },
      { to: '/regulator', label: 'nav.regulator', regulator: true },
    ],
  },
  {
    label: 'nav.group.admin',
    items: [
      { to: '/settings', filer: true, label: 'nav.settings' },
      { to: '/users', filer: true, label: 'nav.users' },
      { to: '/audit', filer: true, label: 'nav.audit' },
      { to: '/resources', label: 'nav.resources' },
    ],
  },
];

/** Whether a nav item is the current page for a pathname (exact segment match, so /account ≠ /accounts/x). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  return (item.match ?? [item.to]).some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
