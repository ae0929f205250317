import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../api/types';
import { formatAmount as engineAmount } from '@dfr/statement-engine';
import { formatAmount } from '../../features/dashboard/format';
import { InvoicesPanel } from '../../features/invoices/InvoicesPanel';
import { entityFixture, signedIn } from '../../test/apiStub';
import { renderInApp, text } from '../../test/screenProviders';
import Receipt from '.';

const paid: Invoice = {
  id: 'inv-1',
  entityId: 'ent-1',
  statementId: 'st-2025',
  reportingYear: 2025,
  number: 'INV-2025-0007',
  date: '2026-02-01',
  amountDue: 400000,
  currency: 'KHR',
  amountUsd: 100,
  exchangeRate: 4000,
  status: 'paid',
  creditTermDays: 30,
  dueDate: '2026-03-03',
  paidAt: '2026-02-10T04:00:00.000Z',
  receivedAt: null,
  settlementDate: null,
  settlementReference: null,
  overdue: false,
  khqr: null,
  version: 2,
  receipt: {
    id: 'rcp-1',
    number: 'RCP-2025-0003',
    date: '2026-02-10',
    amount: 400000,
    currency: 'KHR',
    payerAccount: 'ABA 000 123 456',
    transactionHash: 'f00dcafe',
  },
};
const unpaid: Invoice = { ...paid, id: 'inv-2', status: 'open', paidAt: null, receipt: null };

const renderReceipt = (lang: 'en' | 'kh', invoiceId: string) =>
  renderInApp(
    <Receipt />,
    lang,
    [...signedIn(), { path: '/api/entities/ent-1/invoices', body: { invoices: [paid, unpaid] } }],
    { namespaces: ['settings'], path: `/receipt/${invoiceId}`, route: '/receipt/:invoiceId' },
  );

describe('Receipt', () => {
  it.each(['en', 'kh'] as const)(
    "shows a paid invoice's receipt: number, payer, entity and amount (%s)",
    async (lang) => {
      await renderReceipt(lang, paid.id);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'settings:receipt.title'));
      const heading = await screen.findByRole('heading', { level: 2 });
      expect(heading.textContent).toBe(text(lang, 'settings:receipt.heading').replace('{{number}}', 'RCP-2025-0003'));
      const entity = entityFixture();
      expect(screen.getByText(lang === 'kh' ? entity.nameKh : entity.nameEn)).toBeTruthy();
      expect(screen.getByText(formatAmount(400000, lang, 'KHR'))).toBeTruthy();
      expect(screen.getByText('ABA 000 123 456')).toBeTruthy();
      expect(screen.getByRole('button', { name: text(lang, 'settings:receipt.pdf') })).toBeTruthy();
    },
  );

  it.each(['en', 'kh'] as const)('an unpaid invoice has no receipt yet (%s)', async (lang) => {
    await renderReceipt(lang, unpaid.id);
    expect(await screen.findByText(text(lang, 'settings:receipt.none'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: text(lang, 'settings:receipt.print') })).toBeNull();
  });
});

// Issue 31, item 4: the fee reads on the screens as on the receipt PDF and in the payment e-mail
// (apps/api/src/features/invoices/fee-format.test.ts asserts the same texts there): the engine's one formatter.
describe('a fee of 1,000,000 KHR', () => {
  const READS = {
    en: { amount: '1,000,000 KHR', date: 'February 10, 2026' },
    kh: { amount: '១,០០០,០០០ KHR', date: '១០ កុម្ភៈ ២០២៦' },
  } as const;
  const million: Invoice = {
    ...paid,
    amountDue: 1_000_000,
    amountUsd: null,
    receipt: { ...paid.receipt!, amount: 1_000_000 },
  };
  const routes = [...signedIn(), { path: '/api/entities/ent-1/invoices', body: { invoices: [million] } }];

  it.each(['en', 'kh'] as const)('reads the same on the receipt screen and in the invoices list (%s)', async (lang) => {
    expect(engineAmount(1_000_000, lang, 'KHR')).toBe(READS[lang].amount);
    const receipt = await renderInApp(<Receipt />, lang, routes, {
      namespaces: ['settings'],
      path: `/receipt/${million.id}`,
      route: '/receipt/:invoiceId',
    });
    expect(await screen.findByText(READS[lang].amount)).toBeTruthy();
    expect(screen.getByText(READS[lang].date)).toBeTruthy();
    receipt.unmount();
    await renderInApp(<InvoicesPanel entity={entityFixture()} />, lang, routes, { namespaces: ['settings'] });
    const row = (await screen.findByText(million.number)).closest('tr')!;
    expect(row.textContent).toContain(READS[lang].amount);
  });
});
