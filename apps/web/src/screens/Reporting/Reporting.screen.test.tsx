import { buildStatements, DEMO_SETTINGS, demoTrialBalance } from '@dfr/statement-engine';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Computed } from '../../api/types';
import { entityFixture, renderWithApi, signedIn, statementFixture } from '../../test/apiStub';
import { text } from '../../test/renderScreen';
import Reporting from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entity = entityFixture({ role: 'preparer' });
const draft = statementFixture({ reportingYear: 2025, stage: 'draft' });
const computed: Computed = {
  ...buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() }),
  statementId: draft.id,
  statementVersion: 1,
};

describe('Reporting: what a statement screen reads (issue 30)', () => {
  it.each(['en', 'kh'] as const)(
    'reads the saved trial-balance lines only when the fact properties tab shows them (%s)',
    async (lang) => {
      const { fetchSpy } = await renderWithApi(
        <Reporting />,
        lang,
        [
          ...signedIn(entity),
          { path: `/api/entities/${entity.id}/statements`, body: { statements: [draft] } },
          { path: `/api/statements/${draft.id}`, body: draft },
          { path: `/api/statements/${draft.id}/computed`, body: computed },
          { path: `/api/statements/${draft.id}/trial-balance`, body: { lines: [] } },
        ],
        ['statement'],
        '/reporting',
      );
      const reads = (suffix: string) =>
        fetchSpy.mock.calls.filter(([input, init]) => {
          const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
          return (
            (init?.method ?? 'GET').toUpperCase() === 'GET' && url.pathname === `/api/statements/${draft.id}${suffix}`
          );
        }).length;
      // The trial balance tab (the import) is open first: the statement is computed, the saved lines are not read.
      const factTab = await screen.findByRole('tab', { name: text(lang, 'statement:tabs.factProperties') });
      await waitFor(() => expect(reads('/computed')).toBeGreaterThan(0));
      expect(reads('/trial-balance')).toBe(0);
      fireEvent.click(factTab);
      await waitFor(() => expect(reads('/trial-balance')).toBeGreaterThan(0));
    },
  );
});
