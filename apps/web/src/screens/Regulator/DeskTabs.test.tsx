import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestsTo, signedIn } from '../../test/apiStub';
import { shimCssEscape } from '../../test/renderScreen';
import { renderInApp, text } from '../../test/screenProviders';
import Regulator from '.';
import { renderDesk } from './deskTesting';

const namespaces = ['regulator', 'shell'];
const invoice = {
  id: 'inv-1',
  entityId: 'ent-1',
  statementId: 'st-1',
  reportingYear: 2025,
  number: 'INV-2026-000001',
  date: '2026-02-01',
  amountDue: 400000,
  currency: 'KHR',
  amountUsd: null,
  exchangeRate: null,
  status: 'paid',
  creditTermDays: 30,
  dueDate: '2026-03-03',
  overdue: false,
  paidAt: '2026-02-10T04:00:00.000Z',
  receivedAt: null,
  settlementDate: null,
  settlementReference: null,
  version: 2,
  khqr: null,
  receipt: { id: 'r-1', number: 'RCT-2026-000001', date: '2026-02-10', amount: 400000, currency: 'KHR' },
  entityNameEn: 'Mekong Rice Co., Ltd.',
  entityNameKh: 'ក្រុមហ៊ុន មេគង្គ អង្ករ',
  registrationNumber: '00012345',
};
const page = {
  invoices: [invoice],
  page: 1,
  pageSize: 25,
  total: 1,
  counts: { all: 1, open: 0, paid: 1, received: 0, overdue: 0 },
};

/** Issue 32: the desk's invoices (item 3) and fee schedule (item 1) tabs. */
describe("The desk's invoices", () => {
  beforeAll(shimCssEscape);

  it.each(['en', 'kh'] as const)(
    'finance staff mark a paid invoice received with the settlement date, reference and typed confirm (%s)',
    async (lang) => {
      const user = userEvent.setup({ delay: null });
      const { fetchSpy } = await renderDesk(
        lang,
        'invoices',
        ['finance'],
        [
          { path: '/api/regulator/invoices', body: page },
          { method: 'POST', path: '/api/regulator/invoices/inv-1/receive', body: { invoice } },
        ],
      );
      const table = await screen.findByRole('table', { name: text(lang, 'regulator:tab.invoices') });
      const [, row] = within(table).getAllByRole('row');
      expect(within(row!).getByRole('rowheader').textContent).toBe(invoice.number);
      expect(within(row!).getByText(lang === 'kh' ? invoice.entityNameKh : invoice.entityNameEn)).toBeTruthy();
      expect(within(row!).getByRole('button', { name: invoice.receipt.number })).toBeTruthy();
      await user.click(
        within(row!).getByRole('button', { name: new RegExp(text(lang, 'regulator:invoices.receive')) }),
      );
      const dialog = await screen.findByRole('alertdialog');
      await user.type(within(dialog).getByLabelText(new RegExp(text(lang, 'regulator:invoices.reference'))), 'ABA-1');
      const date = within(dialog).getByLabelText(new RegExp(text(lang, 'regulator:invoices.settlement_date')));
      await user.clear(date);
      await user.type(date, '2026-02-11');
      const typed = within(dialog).getAllByRole('textbox').at(-1)!;
      await user.type(typed, 'confirm');
      await user.click(within(dialog).getByRole('button', { name: text(lang, 'regulator:invoices.receive') }));
      await waitFor(() => expect(requestsTo(fetchSpy, 'POST', /\/receive$/)).toHaveLength(1));
      expect(requestsTo(fetchSpy, 'POST', /\/receive$/)[0]).toEqual({
        settlementDate: '2026-02-11',
        reference: 'ABA-1',
        confirm: 'confirm',
      });
    },
  );

  it('asks the API for one page, filtered and sorted, and shows the counts in the filter', async () => {
    const { fetchSpy } = await renderInApp(
      <Regulator />,
      'en',
      [
        ...signedIn(undefined, { regulator: true, regulatorRoles: ['administrator'] }),
        { path: '/api/regulator/invoices', body: page },
      ],
      { namespaces, path: '/regulator?tab=invoices' },
    );
    await screen.findByRole('table', { name: text('en', 'regulator:tab.invoices') });
    const url = String(fetchSpy.mock.calls.find(([input]) => String(input).includes('/regulator/invoices'))![0]);
    expect(url).toMatch(/page=1/);
    expect(url).toMatch(/pageSize=25/);
    expect(url).toMatch(/sort=date/);
    expect(screen.getAllByText(/All invoices \(1\)/).length).toBeGreaterThan(0);
  });

  it("asks for the next page with the answer's cursor, for another page by its number", async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchSpy } = await renderInApp(
      <Regulator />,
      'en',
      [
        ...signedIn(undefined, { regulator: true, regulatorRoles: ['administrator'] }),
        { path: '/api/regulator/invoices', body: { ...page, total: 80, next: 'CURSOR-2' } },
      ],
      { namespaces, path: '/regulator?tab=invoices' },
    );
    await screen.findByRole('table', { name: text('en', 'regulator:tab.invoices') });
    const asked = () =>
      fetchSpy.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/regulator/invoices'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked().at(-1)).toMatch(/page=2/));
    expect(asked().at(-1)).toMatch(/after=CURSOR-2/);
    await user.click(screen.getByRole('button', { name: /Page 4/ }));
    await waitFor(() => expect(asked().at(-1)).toMatch(/page=4/));
    expect(asked().at(-1)).not.toMatch(/after=/);
  });
});

const seeded = {
  id: 'fee-1',
  fromYear: 2000,
  version: 1,
  fees: { small: { amount: 400000 }, medium: { amount: 1200000, auditedAmount: 1500000 } },
  createdBy: 'system',
  createdAt: '2026-01-01T00:00:00.000Z',
  current: true,
};

describe('The fee schedule tab', () => {
  beforeAll(shimCssEscape);

  it.each([
    ['en', '400,000 KHR'],
    ['kh', '៤០០,០០០ KHR'],
  ] as const)('shows each version and writes a new one from the one shown, typed confirm (%s)', async (lang, small) => {
    const user = userEvent.setup({ delay: null });
    const { fetchSpy } = await renderDesk(
      lang,
      'fees',
      ['finance'],
      [
        { path: '/api/regulator/fees', body: { schedules: [seeded], inEffect: { year: 2026, id: 'fee-1' } } },
        { method: 'POST', path: '/api/regulator/fees', body: { ...seeded, version: 2 } },
      ],
    );
    const table = await screen.findByRole('table', { name: text(lang, 'regulator:tab.fees') });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText(small)).toBeTruthy();
    expect(within(row!).getByText(text(lang, 'regulator:fees.in_effect'))).toBeTruthy();
    await user.click(within(row!).getByRole('button', { name: text(lang, 'regulator:fees.change') }));
    const dialog = await screen.findByRole('alertdialog');
    const [, smallField] = within(dialog).getAllByRole('textbox');
    await user.clear(smallField!);
    await user.type(smallField!, '450,000');
    await user.type(within(dialog).getAllByRole('textbox').at(-1)!, 'confirm');
    await user.click(within(dialog).getByRole('button', { name: text(lang, 'regulator:fees.save') }));
    await waitFor(() => expect(requestsTo(fetchSpy, 'POST', /\/regulator\/fees$/)).toHaveLength(1));
    expect(requestsTo(fetchSpy, 'POST', /\/regulator\/fees$/)[0]).toEqual({
      fromYear: 2000,
      version: 1,
      fees: { small: { amount: 450000 }, medium: { amount: 1200000, auditedAmount: 1500000 } },
      confirm: 'confirm',
    });
  });
});

/** Issue 32: deciding a credential request is a reviewer's; other staff read the list. */
describe("The desk's decisions by role", () => {
  beforeAll(shimCssEscape);
  const request = {
    id: 'cr-1',
    entityId: 'ent-1',
    entityNameEn: 'Mekong Rice Co., Ltd.',
    entityNameKh: 'ក្រុមហ៊ុន មេគង្គ អង្ករ',
    registrationNumber: '00012345',
    contactEmail: 'owner@example.com',
    message: null,
    createdAt: '2026-02-01T04:00:00.000Z',
    status: 'pending',
    reason: null,
    decidedAt: null,
  };
  const requests = { requests: [request], page: 1, pageSize: 25, total: 1, counts: { all: 1, pending: 1 } };

  it.each([
    ['reviewer', true],
    ['finance', false],
  ] as const)('%s staff: the issue and refuse buttons shown = %s', async (role, shown) => {
    await renderDesk('en', 'credentials', [role], [{ path: '/api/regulator/credential-requests', body: requests }]);
    const row = await screen.findByRole('row', { name: /Mekong Rice/ });
    expect(within(row).queryByRole('button', { name: 'Issue credential' }) !== null).toBe(shown);
    expect(within(row).queryByRole('button', { name: 'Refuse' }) !== null).toBe(shown);
  });
});
