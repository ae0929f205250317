import { lazy, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorNotice } from '../features/shell/Feedback';
import { gate } from './auth.css';
import { checkSessionAlive, refreshAuthState, startAuth, useAuth } from './store';

const SessionErrorText = lazy(() => import('./SessionErrorText'));

startAuth();

/**
 * The route guard: before every navigation the auth session is fetched (refreshing it silently when it expires);
 * with no session, a target outside the open routes redirects to /login, which returns here after sign-in. The app
 * says which routes are open (its route table), so the guard does not import the screens it guards.
 *
 * A session that could not be read (the configuration or the identity service unreachable: status 'error') is not
 * the absence of one: the guard says so and offers to try again, and sends nobody to sign in again for it.
 */
export function AuthGate({ children, isOpen }: { children: ReactNode; isOpen: (pathname: string) => boolean }) {
  const location = useLocation();
  const auth = useAuth();
  const open = isOpen(location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    void refreshAuthState().then(() => checkSessionAlive());
  }, [location.pathname]);

  if (open) return <>{children}</>;
  if (auth.status === 'loading') return null;
  if (auth.status === 'error') return <SessionUnknown error={auth.error} />;
  if (auth.status !== 'signedIn') {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?${new URLSearchParams({ redirect: back })}`} replace />;
  }
  return <>{children}</>;
}

function SessionUnknown({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  return (
    <main className={gate}>
      <ErrorNotice
        error={error}
        title={t('errors.session_check')}
        detail={<SessionErrorText error={error} />}
        onRetry={() => void refreshAuthState()}
      />
    </main>
  );
}
