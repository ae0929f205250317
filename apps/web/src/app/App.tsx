import { RouterProvider, ToastProvider, UIProvider } from '@dfr/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useHref, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/hooks';
import { AuthGate } from '../auth/AuthGate';
import { DashboardLayout } from '../features/shell/DashboardLayout';
import { PublicLayout } from '../features/shell/PublicLayout';
import './global.css';
import { ACCESS_DENIED, isOpenPath, NOT_FOUND, ROUTES, type RouteSpec } from './routes';
import { languageOf } from '../i18n';
import { useAppTheme } from './theme';

/** Sets the document title from the route's title key (the specification's), in the user's language. */
export function TitledScreen({ spec }: { spec: RouteSpec }) {
  const { t } = useTranslation();
  const title = t(`title.${spec.titleKey}`, { product: 'CRFRF' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const Screen = spec.screen;
  return <Screen />;
}

const dashboardRoutes = [...ROUTES.filter((r) => (r.layout ?? 'dashboard') === 'dashboard'), ACCESS_DENIED];
const publicRoutes = [...ROUTES.filter((r) => r.layout === 'public'), NOT_FOUND];

/**
 * The @dfr/ui root (the deployment's theme from /config.json, base styles, the components' own strings) in the language
 * i18next has chosen.
 */
function ShellUI({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <UIProvider lang={languageOf(i18n.language)} theme={useAppTheme()}>
      {children}
    </UIProvider>
  );
}

/** @dfr/ui's links (LinkButton, Link) navigate through the app's router instead of loading the page again. */
function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

export function App() {
  return (
    <ShellUI>
      <BrowserRouter>
        <AriaRouter>
          <SWRConfig value={swrConfig}>
            <ToastProvider>
              <AuthGate isOpen={isOpenPath}>
                <Routes>
                  <Route element={<PublicLayout />}>
                    {publicRoutes.map((spec) => (
                      <Route key={spec.path} path={spec.path} element={<TitledScreen spec={spec} />} />
                    ))}
                  </Route>
                  <Route element={<DashboardLayout />}>
                    {dashboardRoutes.map((spec) => (
                      <Route key={spec.path} path={spec.path} element={<TitledScreen spec={spec} />} />
                    ))}
                  </Route>
                </Routes>
              </AuthGate>
            </ToastProvider>
          </SWRConfig>
        </AriaRouter>
      </BrowserRouter>
    </ShellUI>
  );
}
