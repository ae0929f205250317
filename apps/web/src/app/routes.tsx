import { matchPath, type RouteObject } from 'react-router-dom';
import { lazyLoaded } from '../features/shell/lazyLoaded';

/**
 * The specification's routes (history mode, base /). Screens load on demand. `titleKey` is the
 * specification's title key, looked up under `title.` in the common namespace.
 */
export interface RouteSpec {
  path: string;
  titleKey: string;
  /** Signed-out visitors may open only these four (plus the home page is public in this product: see docs/decisions.md). */
  open?: boolean;
  /**
   * `dashboard`: inside the signed-in layout (sidebar, top bar); `public`: the light layout with the language
   * switcher (home, sign-in screens, the public statement, not found). Default `dashboard`.
   */
  layout?: 'dashboard' | 'public';
  screen: ReturnType<typeof lazyLoaded<React.ComponentType>>;
  /** The screen's own string namespaces outside the first bundle, fetched beside its code when it is the first screen. */
  namespaces?: string[];
}

const screen = (loader: () => Promise<{ default: React.ComponentType }>) => lazyLoaded(loader);

export const ROUTES: RouteSpec[] = [
  {
    path: '/',
    layout: 'public',
    titleKey: 'digital_financial_reporting_platform',
    open: true,
    screen: screen(() => import('../screens/Home')),
    namespaces: ['home'],
  },
  {
    path: '/onboarding',
    titleKey: 'digital_financial_reporting_platform',
    screen: screen(() => import('../screens/Onboarding')),
    namespaces: ['onboarding'],
  },
  {
    path: '/overview',
    titleKey: 'digital_financial_reporting_platform',
    screen: screen(() => import('../screens/Overview')),
  },
  {
    path: '/on_board_reporting/:id?',
    titleKey: 'new_financial_statements',
    screen: screen(() => import('../screens/OnBoardReporting')),
  },
  {
    path: '/reporting/:id?/:year?/:status?',
    titleKey: 'financial_reporting_preparation',
    screen: screen(() => import('../screens/Reporting')),
  },
  {
    path: '/main_report/:id?/:year?/:status?',
    titleKey: 'financial_reporting_preparation',
    screen: screen(() => import('../screens/Reporting')),
  },
  {
    path: '/results_statement',
    titleKey: 'financial_reporting_preparation',
    screen: screen(() => import('../screens/ResultsStatement')),
  },
  {
    path: '/submited',
    titleKey: 'financial_reporting_preparation',
    screen: screen(() => import('../screens/Submitted')),
  },
  { path: '/compliance', titleKey: 'compliance', screen: screen(() => import('../screens/Compliance')) },
  { path: '/accounts', titleKey: 'accounting_taxonomy', screen: screen(() => import('../screens/Accounts')) },
  { path: '/account', titleKey: 'accounting_taxonomy', screen: screen(() => import('../screens/Accounts')) },
  { path: '/standard', titleKey: 'financial_reporting_standard', screen: screen(() => import('../screens/Standard')) },
  {
    path: '/analytics',
    titleKey: 'financial_reporting_Analysis',
    screen: screen(() => import('../screens/Analytics')),
  },
  { path: '/currency', titleKey: 'currencies_exchange_rate', screen: screen(() => import('../screens/Currency')) },
  { path: '/settings', titleKey: 'company_reporting_information', screen: screen(() => import('../screens/Settings')) },
  { path: '/regulator', titleKey: 'regulator', screen: screen(() => import('../screens/Regulator')) },
  { path: '/profile', titleKey: 'profile', screen: screen(() => import('../screens/Profile')) },
  { path: '/receipt/:invoiceId', titleKey: 'receipt', screen: screen(() => import('../screens/Receipt')) },
  { path: '/resources', titleKey: 'resources_guides', screen: screen(() => import('../screens/Resources')) },
  { path: '/users', titleKey: 'users', screen: screen(() => import('../screens/Users')) },
  { path: '/audit', titleKey: 'audit', screen: screen(() => import('../screens/Audit')) },
  {
    path: '/login',
    layout: 'public',
    titleKey: 'login',
    open: true,
    screen: screen(() => import('../screens/auth/Login')),
  },
  {
    path: '/signup',
    layout: 'public',
    titleKey: 'signup',
    open: true,
    screen: screen(() => import('../screens/auth/SignUp')),
  },
  {
    path: '/confirmUser',
    layout: 'public',
    titleKey: 'confirm_user',
    open: true,
    screen: screen(() => import('../screens/auth/ConfirmUser')),
  },
  {
    path: '/forgetPass',
    layout: 'public',
    titleKey: 'forget_pass',
    open: true,
    screen: screen(() => import('../screens/auth/ForgetPass')),
  },
  {
    path: '/resetPass',
    layout: 'public',
    titleKey: 'reset_pass',
    screen: screen(() => import('../screens/auth/ResetPass')),
  },
  { path: '/connect', titleKey: 'connect', screen: screen(() => import('../screens/Connect')) },
  { path: '/manual_input/:id?', titleKey: 'manual_input', screen: screen(() => import('../screens/ManualInput')) },
  {
    path: '/public/:id?',
    layout: 'public',
    titleKey: 'financial_reporting_preparation',
    screen: screen(() => import('../screens/PublicStatement')),
  },
];

/** Where a screen sends a user who may not see it; the guard may send them here too. */
export const ACCESS_DENIED: RouteSpec = {
  path: '/access-denied',
  titleKey: 'access_denied',
  screen: screen(() => import('../screens/AccessDenied')),
};

export const NOT_FOUND: RouteSpec = {
  path: '*',
  titleKey: 'not_found',
  open: true,
  layout: 'public',
  screen: screen(() => import('../screens/NotFound')),
};

export type { RouteObject };

/** Signed-out visitors may open only these (the specification's four, plus the public home page). */
const OPEN_PATHS = ROUTES.filter((r) => r.open).map((r) => r.path);
export const isOpenPath = (pathname: string) => OPEN_PATHS.some((path) => matchPath({ path, end: true }, pathname));

/**
 * Starts fetching the code of the screen a path shows, and returns its route: the page's first screen is fetched
 * beside the session's read (main.tsx) instead of after it (the guard renders nothing until the session is known).
 * A signed-out visitor sent to /login fetched one screen for nothing; a failed fetch is tried again on render.
 */
export function preloadScreen(pathname: string): RouteSpec {
  const spec = [...ROUTES, ACCESS_DENIED].find((r) => matchPath({ path: r.path, end: true }, pathname)) ?? NOT_FOUND;
  void spec.screen.preload().catch(() => {});
  return spec;
}
