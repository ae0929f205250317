import { buildStatements, DEMO_SETTINGS, demoTrialBalance } from '@dfr/statement-engine';
import { screen } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import type { api } from '../../api/client';
import i18n from '../../i18n';
import { signedIn } from '../../test/apiStub';
import { renderInApp, text } from '../../test/screenProviders';
import PublicStatement from '.';

type ShareAnswer = InferResponseType<(typeof api.api.public.shares)[':shareId']['$get'], 200>;

const set = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() });
const share: ShareAnswer = {
  statement: { id: 'st-2025', reportingYear: 2025, version: 6, stage: 'accepted' },
  receiptNumber: 'EF-2025-000123',
  acceptedAt: '2026-04-02T03:00:00.000Z',
  // The engine's own set, as the share route types it (the filed statements with their id and version).
  computed: { ...set, statementId: 'st-2025', statementVersion: 6 },
};
const options = { namespaces: ['statement'], route: '/public/:id?' };

describe('PublicStatement', () => {
  it.each(['en', 'kh'] as const)(
    'shows an accepted filing read-only: year, receipt, every statement (%s)',
    async (lang) => {
      await renderInApp(
        <PublicStatement />,
        lang,
        [...signedIn(), { path: '/api/public/shares/share-1', body: share }],
        {
          ...options,
          path: '/public/share-1',
        },
      );
      expect(await screen.findByText(new RegExp(share.receiptNumber))).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        i18n.getFixedT(lang)('statement:public.titleWithYear', { year: 2025 }),
      );
      expect(screen.getAllByRole('table').length).toBeGreaterThanOrEqual(set.rendering.sections.length);
    },
  );

  it.each(['en', 'kh'] as const)('without a share id, says none was given (%s)', async (lang) => {
    await renderInApp(<PublicStatement />, lang, signedIn(), { ...options, path: '/public' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'statement:public.title'));
    expect(screen.getByText(text(lang, 'statement:public.noId'))).toBeTruthy();
  });
});
