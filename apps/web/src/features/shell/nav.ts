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
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const NAV: NavGroup[] = [
  {
    label: 'nav.group.start',
    items: [
      { to: '/overview', label: 'nav.overview' },
      { to: '/onboarding', label: 'nav.onboarding' },
      { to: '/connect', label: 'nav.connect' },
    ],
  },
  {
    label: 'nav.group.statements',
    items: [
      { to: '/on_board_reporting', label: 'nav.new_statement', match: ['/on_board_reporting'] },
      { to: '/reporting', label: 'nav.reporting', match: ['/reporting', '/main_report'] },
      { to: '/manual_input', label: 'nav.manual_input', match: ['/manual_input'] },
      { to: '/results_statement', label: 'nav.results' },
      { to: '/submited', label: 'nav.submitted' },
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
      { to: '/analytics', label: 'nav.analytics' },
      { to: '/compliance', label: 'nav.compliance' },
      { to: '/regulator', label: 'nav.regulator', regulator: true },
    ],
  },
  {
    label: 'nav.group.admin',
    items: [
      { to: '/settings', label: 'nav.settings' },
      { to: '/users', label: 'nav.users' },
      { to: '/resources', label: 'nav.resources' },
    ],
  },
];

/** Whether a nav item is the current page for a pathname (exact segment match, so /account ≠ /accounts/x). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  return (item.match ?? [item.to]).some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
