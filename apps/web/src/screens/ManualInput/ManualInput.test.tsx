import { manualInputFields } from '@dfr/statement-engine';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getManualInput } from '../../features/statement/api';
import type { StatementOnly } from '../../features/statement/types';
import i18n from '../../i18n';
import { entityFixture, renderWithApi, signedIn, statementFixture } from '../../test/apiStub';
import ManualInput from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entity = entityFixture();
const draft: StatementOnly = statementFixture({ reportingYear: 2025 });
// The first figure of the framework's first group, as the engine lists them (no copy of its concepts here).
const field = manualInputFields('crfrf')[0]!.fields[0]!;
const stored: Awaited<ReturnType<typeof getManualInput>> = [
  { statementId: draft.id, concept: field.concept, year: 2025, value: 1250000 },
];

describe('ManualInput', () => {
  it.each(['en', 'kh'] as const)(
    'shows the stored figures; a figure with decimals is refused before saving (%s)',
    async (lang) => {
      await renderWithApi(
        <Routes>
          <Route path="/manual_input/:id" element={<ManualInput />} />
        </Routes>,
        lang,
        [
          ...signedIn(entity),
          { path: `/api/statements/${draft.id}`, body: draft },
          { path: `/api/statements/${draft.id}/manual-input`, body: { values: stored } },
          { path: `/api/entities/${entity.id}/accounts`, body: { accounts: [] } },
        ],
        ['statement'],
        `/manual_input/${draft.id}`,
      );
      const t = i18n.getFixedT(lang);
      // The statement's year titles the page once the statement is read.
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
          t('statement:manual.titleWithYear', { year: 2025 }),
        ),
      );
      const label = lang === 'kh' ? field.label.kh : field.label.en;
      const input = (await screen.findAllByRole('textbox', { name: new RegExp(`^${label}, `) }))[0] as HTMLInputElement;
      await waitFor(() => expect(input.value).toBe('1250000'));
      const save = screen.getByRole('button', { name: t('statement:manual.save') });
      const disabled = () => save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true';
      // A changed whole figure may be saved; one with decimals may not, and the page says how many are wrong.
      await userEvent.clear(input);
      await userEvent.type(input, '1300000');
      await waitFor(() => expect(disabled()).toBe(false));
      await userEvent.type(input, '.5');
      expect(await screen.findByText(t('statement:manual.invalid', { count: 1 }))).toBeTruthy();
      expect(disabled()).toBe(true);
    },
  );
});
