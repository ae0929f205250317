import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountRecord } from '../../features/statement/types';
import i18n from '../../i18n';
import { entityFixture, renderWithApi, signedIn } from '../../test/apiStub';
import { text } from '../../test/renderScreen';
import Accounts from '.';
import { ROWS_AT_ONCE } from './AccountsTable';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entity = entityFixture();
const account = (over: Partial<AccountRecord> & Pick<AccountRecord, 'code' | 'nameEn' | 'nameKh'>): AccountRecord => ({
  accountType: 'asset',
  concept: '',
  balanceType: 'debit',
  periodType: 'instant',
  mandatory: false,
  custom: true,
  version: 1,
  ...over,
});
const chart = [
  account({
    code: '1000',
    nameEn: 'Cash and bank',
    nameKh: 'សាច់ប្រាក់ និងធនាគារ',
    concept: 'ifrs-full:CashAndCashEquivalents',
  }),
  account({ code: '1010', nameEn: 'Petty cash', nameKh: 'សាច់ប្រាក់តូច', parentCode: '1000' }),
  account({ code: '4000', nameEn: 'Sales of rice', nameKh: 'ការលក់អង្ករ', accountType: 'income', balanceType: 'credit' }),
];
const caption = (lang: 'en' | 'kh', count: number) => i18n.getFixedT(lang)('accounts:tableCaption', { count });

/** The accounts screen on the three-account chart, once its table is shown. */
async function showChart(lang: 'en' | 'kh') {
  await renderWithApi(
    <Accounts />,
    lang,
    [...signedIn(entity), { path: `/api/entities/${entity.id}/accounts`, body: { accounts: chart } }],
    ['accounts', 'statement'],
    '/accounts',
  );
  return screen.findByRole('table', { name: caption(lang, 3) });
}

describe('Accounts', () => {
  it.each(['en', 'kh'] as const)(
    'lists the chart as a tree in the reader’s language; a search narrows it (%s)',
    async (lang) => {
      const table = await showChart(lang);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'accounts:title'));
      const codes = [...table.querySelectorAll('tr[data-code]')].map((row) => row.getAttribute('data-code'));
      expect(codes).toEqual(['1000', '1010', '4000']);
      const name = lang === 'kh' ? chart[2]!.nameKh : chart[2]!.nameEn;
      expect(within(table).getByText(name)).toBeTruthy();
      await userEvent.type(screen.getByRole('searchbox', { name: text(lang, 'accounts:search') }), '4000');
      await waitFor(() => expect(screen.getByRole('table', { name: caption(lang, 1) })).toBeTruthy());
    },
  );

  it.each(['en', 'kh'] as const)(
    'puts the line items into an account’s select only when it is reached, keeping its own (issue 33, defect 12, %s)',
    async (lang) => {
      await showChart(lang);
      const select = (code: string) =>
        screen.getByRole('combobox', {
          name: i18n.getFixedT(lang)('accounts:mapAccount', { code }),
        }) as HTMLSelectElement;
      // Mapped: its own line item, in the reader's language, selected; unmapped: "not mapped" alone.
      expect(select('1000').options.length).toBe(2);
      expect(select('1000').value).toBe('ifrs-full:CashAndCashEquivalents');
      expect(select('1000').selectedOptions[0]!.textContent).toBe(
        lang === 'kh' ? 'សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល' : 'Cash and cash equivalents',
      );
      expect(select('1010').options.length).toBe(1);
      // Reached by keyboard (focus) or pointer: every monetary concept is there, the value kept.
      select('1000').focus();
      await waitFor(() => expect(select('1000').options.length).toBeGreaterThan(50));
      expect(select('1000').value).toBe('ifrs-full:CashAndCashEquivalents');
      await userEvent.hover(select('4000'));
      await waitFor(() => expect(select('4000').options.length).toBeGreaterThan(50));
      expect(select('1010').options.length).toBe(1);
    },
  );

  it('shows the chart before it works out the mapping suggestions, which follow (issue 33, defect 12)', async () => {
    // A new filer's chart: 17 accounts, none mapped yet (each needs the engine's suggestions).
    const unmapped = Array.from({ length: 17 }, (_, i) =>
      account({ code: String(5000 + i), nameEn: `Expense ${i}`, nameKh: `ចំណាយ ${i}`, accountType: 'expense' }),
    );
    const rowsWhenSuggesting: number[] = [];
    const engine = await import('../../features/statement/engine');
    const real = engine.suggestFor;
    vi.spyOn(engine, 'suggestFor').mockImplementation((a, all) => {
      rowsWhenSuggesting.push(document.querySelectorAll('tr[data-code]').length);
      return real(a, all);
    });
    const started = performance.now();
    await renderWithApi(
      <Accounts />,
      'en',
      [...signedIn(entity), { path: `/api/entities/${entity.id}/accounts`, body: { accounts: unmapped } }],
      ['accounts', 'statement'],
      '/accounts',
    );
    await screen.findByRole('table', { name: caption('en', 17) });
    const shown = performance.now() - started;
    await waitFor(() => expect(document.querySelectorAll('[data-suggestions-for]').length).toBe(17), {
      timeout: 20_000,
    });
    const suggested = performance.now() - started;
    // Every suggestion was worked out with the 17 rows already on screen.
    expect(rowsWhenSuggesting.length).toBeGreaterThanOrEqual(17);
    expect(Math.min(...rowsWhenSuggesting)).toBe(17);
    // The selects hold their own line item only, not the hundreds of concepts each (the list comes on reaching one).
    expect(document.querySelectorAll('option').length).toBeLessThanOrEqual(17 * 2);
    // For the report: table shown vs suggestions in (jsdom on this machine).
    console.info(`chart of 17 unmapped accounts: table ${shown.toFixed(0)} ms, suggestions ${suggested.toFixed(0)} ms`);
  });

  it.each(['en', 'kh'] as const)(
    'draws a large chart a part at a time, says how many of how many, and the rest on request (issue 30, %s)',
    async (lang) => {
      // Ten accounts more than are drawn at once (mapped: no suggestions to work out).
      const count = ROWS_AT_ONCE + 10;
      const large = Array.from({ length: count }, (_, i) =>
        account({
          code: String(10_000 + i),
          nameEn: `Account ${i}`,
          nameKh: `គណនី ${i}`,
          concept: 'ifrs-full:CashAndCashEquivalents',
        }),
      );
      await renderWithApi(
        <Accounts />,
        lang,
        [...signedIn(entity), { path: `/api/entities/${entity.id}/accounts`, body: { accounts: large } }],
        ['accounts', 'statement'],
        '/accounts',
      );
      const t = i18n.getFixedT(lang);
      const table = await screen.findByRole('table', {
        name: t('accounts:tableCaptionPart', { shown: ROWS_AT_ONCE, count }),
      });
      expect(table.querySelectorAll('tr[data-code]').length).toBe(ROWS_AT_ONCE);
      await userEvent.click(screen.getByRole('button', { name: t('accounts:showMore', { more: 10 }) }));
      const all = await screen.findByRole('table', { name: caption(lang, count) });
      expect(all.querySelectorAll('tr[data-code]').length).toBe(count);
      expect(screen.queryByRole('button', { name: /more|ទៀត/ })).toBeNull();
    },
    30_000,
  );
});
