import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../api/types';
import { formatDate } from '../../features/dashboard/format';
import i18n from '../../i18n';
import { entityFixture, renderWithApi, signedIn, statementFixture } from '../../test/apiStub';
import { text } from '../../test/renderScreen';
import Compliance from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entity = entityFixture();
// 2024 was filed on 1 March 2025, well before its deadline; 2025 is still a draft.
const filed = statementFixture({ reportingYear: 2024, stage: 'accepted', submittedAt: '2025-03-01T03:00:00.000Z' });
const draft = statementFixture({ reportingYear: 2025 });
const paid: Invoice = {
  id: 'inv-1',
  entityId: entity.id,
  statementId: filed.id,
  reportingYear: 2024,
  number: 'INV-2025-0001',
  date: '2025-03-01',
  amountDue: 200000,
  currency: 'KHR',
  amountUsd: null,
  exchangeRate: null,
  status: 'paid',
  creditTermDays: 30,
  dueDate: '2025-03-31',
  overdue: false,
  paidAt: '2025-03-02T03:00:00.000Z',
  receivedAt: null,
  settlementDate: null,
  settlementReference: null,
  version: 1,
  khqr: null,
  receipt: null,
};

/** The screen for an entity with its two years, the paid fee and no credential request. */
const renderCompliance = (lang: 'en' | 'kh', current = entity) =>
  renderWithApi(
    <Compliance />,
    lang,
    [
      ...signedIn(current),
      { path: `/api/entities/${current.id}/statements`, body: { statements: [filed, draft] } },
      { path: `/api/entities/${current.id}/invoices`, body: { invoices: [paid] } },
      { path: `/api/entities/${current.id}/credential-requests`, body: { requests: [] } },
    ],
    ['compliance', 'dashboard'],
    '/compliance',
  );

describe('Compliance', () => {
  it.each(['en', 'kh'] as const)(
    'shows each year, whether it was filed on time and its fee; no credential yet (%s)',
    async (lang) => {
      await renderCompliance(lang);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'common:title.compliance'));
      const table = await screen.findByRole('table', { name: text(lang, 'compliance:caption') });
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(3);
      // Newest year first; the filed year says when, and its fee is paid; the draft has no invoice yet.
      const [, newest, oldest] = rows as [HTMLElement, HTMLElement, HTMLElement];
      // The year links are labels in the reader's digits.
      expect(within(newest).getByRole('link').textContent).toBe(lang === 'kh' ? '២០២៥' : '2025');
      expect(within(newest).getByText(text(lang, 'compliance:no_invoice'))).toBeTruthy();
      expect(within(oldest).getByRole('link').textContent).toBe(lang === 'kh' ? '២០២៤' : '2024');
      expect(oldest.textContent).toContain(
        i18n.getFixedT(lang)('compliance:state.on_time', { date: formatDate('2025-03-01', lang) }),
      );
      expect(within(oldest).queryByText(text(lang, 'compliance:no_invoice'))).toBeNull();
      expect(await screen.findByText(text(lang, 'compliance:credential.none'), { exact: false })).toBeTruthy();
      expect(screen.getByRole('link', { name: text(lang, 'compliance:credential.request') }).getAttribute('href')).toBe(
        '/onboarding?step=1',
      );
      expect(screen.getByText(text(lang, 'compliance:eligibility.yes'))).toBeTruthy();
    },
  );

  it.each(['en', 'kh'] as const)('says when the entity may not submit (%s)', async (lang) => {
    await renderCompliance(lang, entityFixture({ eligible: false }));
    expect(await screen.findByText(text(lang, 'compliance:eligibility.not'))).toBeTruthy();
    expect(screen.queryByText(text(lang, 'compliance:eligibility.yes'))).toBeNull();
  });
});
