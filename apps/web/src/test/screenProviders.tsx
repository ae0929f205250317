import { ToastProvider } from '@dfr/ui';
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { renderWithApi, type StubRoute } from './apiStub';

export { text } from './renderScreen';

// Every file that renders through this helper unmounts its screen and restores the real fetch after each test.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * `renderWithApi` (apiStub.tsx: stubbed API, fresh SWR cache, current entity; its fixtures are the only ones, this
 * file adds none) plus what some screens need besides: the toasts a save announces, and, when `route` is given
 * (e.g. `/receipt/:invoiceId`), the route whose parameters the screen reads.
 */
export function renderInApp(
  ui: ReactElement,
  lang: 'en' | 'kh',
  routes: StubRoute[],
  { namespaces = [], path = '/', route }: { namespaces?: string[]; path?: string; route?: string } = {},
) {
  const routed = route ? (
    <Routes>
      <Route path={route} element={ui} />
    </Routes>
  ) : (
    ui
  );
  return renderWithApi(<ToastProvider>{routed}</ToastProvider>, lang, routes, namespaces, path);
}
