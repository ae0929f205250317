import { type ReactNode, useEffect } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from '../app/routes';
import { checkSessionAlive, refreshAuthState, startAuth, useAuth } from './store';

startAuth();

/** Signed-out visitors may open only these (the specification's four, plus the public home page). */
const OPEN_PATHS = ROUTES.filter((r) => r.open).map((r) => r.path);
export const isOpenPath = (pathname: string) => OPEN_PATHS.some((path) => matchPath({ path, end: true }, pathname));

/** A same-site path to go back to after sign-in (never another origin). */
export function safeRedirect(target: string | null | undefined, fallback = '/overview'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/**
 * The route guard: before every navigation the auth session is fetched (refreshing it silently when it expires);
 * with no session, a target outside the open routes redirects to /login, which returns here after sign-in.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const auth = useAuth();
  const open = isOpenPath(location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    void refreshAuthState().then(() => checkSessionAlive());
  }, [location.pathname]);

  if (open) return <>{children}</>;
  if (auth.status === 'loading') return null;
  if (auth.status !== 'signedIn') {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?${new URLSearchParams({ redirect: back })}`} replace />;
  }
  return <>{children}</>;
}
