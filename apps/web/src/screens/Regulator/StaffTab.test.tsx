import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { shimCssEscape } from '../../test/renderScreen';
import { renderDesk, requestsTo, text } from './deskTesting';

const staff = [
  { id: 'sub-1', email: 'chief@example.com', role: 'administrator', status: 'active' },
  { id: 'sub-2', email: 'dara@example.com', role: 'reviewer', status: 'active' },
  { id: 'inv-1', email: 'new@example.com', role: 'finance', status: 'invited' },
];
const policies = {
  separationOfDuties: 'sole_director',
  reminders: { enabled: true, beforeDays: 30, overdueDays: 1, invoiceOverdueDays: 1 },
};

/** Issue 32: the desk's staff and policies tabs, by role. */
describe('The staff tab', () => {
  beforeAll(shimCssEscape);

  it.each(['en', 'kh'] as const)('lists staff and removes one with the e-mail typed (%s)', async (lang) => {
    const user = userEvent.setup({ delay: null });
    const { fetchSpy } = await renderDesk(
      lang,
      'staff',
      ['administrator'],
      [
        { path: '/api/regulator/staff', body: { staff } },
        { method: 'DELETE', path: '/api/regulator/staff/sub-2', body: { id: 'sub-2', removed: true } },
      ],
    );
    const table = await screen.findByRole('table', { name: text(lang, 'staff:caption') });
    const row = within(table).getByText('dara@example.com').closest('tr')!;
    expect(within(row).getByText(text(lang, 'staff:state.active'))).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: text(lang, 'staff:remove') }));
    const dialog = await screen.findByRole('alertdialog');
    const action = within(dialog).getByRole('button', { name: text(lang, 'staff:remove') });
    const field = within(dialog).getByRole('textbox');
    await user.click(field);
    await user.paste('someone@example.com');
    expect(action.hasAttribute('disabled') || action.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.clear(field);
    await user.paste('DARA@example.com');
    await user.click(action);
    await waitFor(() => expect(requestsTo(fetchSpy, 'DELETE', /\/regulator\/staff\/sub-2$/)).toHaveLength(1));
    expect(requestsTo(fetchSpy, 'DELETE', /\/regulator\/staff\/sub-2$/)[0]).toEqual({ email: 'DARA@example.com' });
  });

  it('is not shown to a reviewer, who reads the policies without changing them', async () => {
    await renderDesk('en', 'policies', ['reviewer'], [{ path: '/api/regulator/settings/policies', body: policies }]);
    expect(await screen.findByText('A sole director may approve their own statements')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: text('en', 'regulator:tab.staff') })).toBeNull();
    expect(screen.queryByRole('button', { name: text('en', 'staff:separation.change') })).toBeNull();
  });

  it('lets an administrator set the strict policy with typed confirm (kh)', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchSpy } = await renderDesk(
      'kh',
      'policies',
      ['administrator'],
      [
        { path: '/api/regulator/settings/policies', body: policies },
        { method: 'PUT', path: '/api/regulator/settings/separation-of-duties', body: { separationOfDuties: 'strict' } },
      ],
    );
    await user.click(await screen.findByRole('button', { name: text('kh', 'staff:separation.change') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: new RegExp(text('kh', 'staff:separation.policy')) }));
    await user.click(await screen.findByRole('option', { name: 'អ្នកអនុម័តត្រូវតែខុសពីអ្នករៀបចំ' }));
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('confirm');
    await user.click(within(dialog).getByRole('button', { name: text('kh', 'staff:save') }));
    await waitFor(() => expect(requestsTo(fetchSpy, 'PUT', /separation-of-duties$/)).toHaveLength(1));
    expect(requestsTo(fetchSpy, 'PUT', /separation-of-duties$/)[0]).toEqual({ policy: 'strict', confirm: 'confirm' });
  });
});
