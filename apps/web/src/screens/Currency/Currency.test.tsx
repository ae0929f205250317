import { ToastProvider } from '@dfr/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRate } from '../../api/types';
import { renderWithApi, signedIn } from '../../test/apiStub';
import { text } from '../../test/renderScreen';
import Currency from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rate = (currency: string, closingRate: number, releaseDate: string): ExchangeRate => ({
  id: `rate-${currency}-${releaseDate}`,
  currency,
  closingRate,
  averageRate: closingRate,
  rateType: 'official',
  officialReportingRate: closingRate,
  monthlyAverage: null,
  dailyRate: null,
  releaseDate,
  createdBy: null,
  entityId: null,
  version: 1,
  createdAt: `${releaseDate}T03:00:00.000Z`,
  updatedAt: `${releaseDate}T03:00:00.000Z`,
});
const rates = [rate('USD', 4010, '2025-12-31'), rate('THB', 118.5, '2025-12-31')];

/** The currencies screen as a user (`regulator` staff or not) sees it, with the national bank's two rates. */
async function renderFor(lang: 'en' | 'kh', regulator: boolean) {
  await renderWithApi(
    <ToastProvider>
      <Currency />
    </ToastProvider>,
    lang,
    [
      ...signedIn(undefined, { regulator, regulatorRoles: regulator ? ['finance'] : [] }),
      { path: '/api/exchange-rates', body: { rates } },
    ],
    ['settings'],
    '/currency',
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    text(lang, 'common:title.currencies_exchange_rate'),
  );
  const table = await screen.findByRole('table', { name: text(lang, 'settings:rates.caption') });
  expect(within(table).getAllByRole('row')).toHaveLength(rates.length + 1);
  expect(within(table).getByRole('rowheader', { name: 'USD' })).toBeTruthy();
  expect(within(table).getByRole('rowheader', { name: 'THB' })).toBeTruthy();
}

describe('Currency', () => {
  it.each(['en', 'kh'] as const)('lists the rates; only the regulator may write them (%s)', async (lang) => {
    await renderFor(lang, false);
    expect(screen.getByText(text(lang, 'settings:rates.regulator_only'))).toBeTruthy();
    expect(screen.queryByRole('form', { name: text(lang, 'settings:rates.add_title') })).toBeNull();
  });

  it.each(['en', 'kh'] as const)('regulator staff get the form to add a rate (%s)', async (lang) => {
    await renderFor(lang, true);
    expect(screen.queryByText(text(lang, 'settings:rates.regulator_only'))).toBeNull();
    expect(await screen.findByRole('form', { name: text(lang, 'settings:rates.add_title') })).toBeTruthy();
  });
});
