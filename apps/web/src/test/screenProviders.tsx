import { ToastProvider } from '@dfr/ui';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { SubmissionsAnswer } from '../features/statement/api';
import { renderWithApi, type StubRoute } from './apiStub';

export { text } from './renderScreen';

// Each test unmounts its screen and restores the real fetch afterwards: src/test/setup.ts (the project's setup file).

/**
 * `renderWithApi` (apiStub.tsx: stubbed API, fresh SWR cache, current entity, and the common fixtures) plus what some screens need besides: the toasts a save announces, and, when `route` is given
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

/** A filing as the entity's submissions answer it (typed by the API), received and not yet decided. */
export const submissionFixture = (
  over: Partial<SubmissionsAnswer['submissions'][number]> = {},
): SubmissionsAnswer['submissions'][number] => ({
  id: 'sub-1',
  statementId: 'st-2025',
  entityId: 'ent-1',
  reportingYear: 2025,
  statementVersion: 4,
  receiptNumber: 'EF-2025-000123',
  status: 'received',
  submittedBy: 'user-1',
  submittedAt: '2026-03-10T02:30:00.000Z',
  decidedAt: null,
  reasons: null,
  checks: null,
  packageHash: 'ab12cd34',
  files: [{ name: 'statements.xhtml', mediaType: 'application/xhtml+xml', size: 2048, sha256: 'ab12cd34' }],
  ...over,
});
