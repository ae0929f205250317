import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entityFixture, requestsTo, signedIn } from '../../test/apiStub';
import { renderInApp, text } from '../../test/screenProviders';
import Settings from '.';

const options = { namespaces: ['settings', 'entities', 'users'], path: '/settings' };
const saves = /\/api\/entities\/ent-1$/;

describe('Settings', () => {
  it.each(['en', 'kh'] as const)(
    'an admin edits the current entity and saves it (%s)',
    { timeout: 60_000 },
    async (lang) => {
      const entity = entityFixture({ role: 'admin' });
      const { fetchSpy } = await renderInApp(
        <Settings />,
        lang,
        [...signedIn(entity), { method: 'PATCH', path: saves, body: { ...entity, version: 2 } }],
        options,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        text(lang, 'common:title.company_reporting_information'),
      );
      const name = await screen.findByDisplayValue(entity.nameEn);
      expect(screen.getByRole('tab', { name: text(lang, 'settings:tab.company') }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(screen.queryByText(text(lang, 'settings:read_only'))).toBeNull();
      await userEvent.clear(name);
      await userEvent.type(name, 'Angkor Rice Plc');
      // An update asks for the word "confirm" (cancelling saves nothing: checked once, in English).
      await userEvent.click(screen.getByRole('button', { name: text(lang, 'settings:save') }));
      if (lang === 'en') {
        const asked = await screen.findByRole('alertdialog');
        expect(asked.textContent).toContain(text(lang, 'common:confirmUpdate.entity'));
        await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(requestsTo(fetchSpy, 'PATCH', saves)).toHaveLength(0);
        await userEvent.click(screen.getByRole('button', { name: text(lang, 'settings:save') }));
      }
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('textbox'));
      await userEvent.paste(lang === 'en' ? 'confirm' : 'បញ្ជាក់');
      await userEvent.click(within(dialog).getByRole('button', { name: text(lang, 'common:confirmUpdate.action') }));
      await waitFor(() => expect(requestsTo(fetchSpy, 'PATCH', saves)).toHaveLength(1));
      expect(requestsTo(fetchSpy, 'PATCH', saves)[0]).toMatchObject({
        nameEn: 'Angkor Rice Plc',
        version: 1,
        confirm: 'confirm',
      });
      expect(await screen.findByText(text(lang, 'entities:saved'))).toBeTruthy();
    },
  );

  it.each(['en', 'kh'] as const)('a preparer reads the entity but cannot save it (%s)', async (lang) => {
    await renderInApp(<Settings />, lang, signedIn(entityFixture({ role: 'preparer' })), options);
    expect(await screen.findByText(text(lang, 'settings:read_only'))).toBeTruthy();
    expect((screen.getByDisplayValue(entityFixture().nameEn) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: text(lang, 'settings:save') })).toBeNull();
  });

  it.each([
    ['en', '2', '1'],
    ['kh', '២', '១'],
  ] as const)(
    "the subscription tab counts the paid years and open invoices in the reader's digits (%s)",
    async (lang, paid, open) => {
      const entity = entityFixture({ role: 'admin' });
      // The panel reads each invoice's status only: two years paid, one invoice open.
      const invoices = [
        { id: 'inv-1', status: 'paid' },
        { id: 'inv-2', status: 'paid' },
        { id: 'inv-3', status: 'open' },
      ];
      await renderInApp(
        <Settings />,
        lang,
        [...signedIn(entity), { path: `/api/entities/${entity.id}/invoices`, body: { invoices } }],
        { ...options, path: '/settings?tab=subscription' },
      );
      const count = async (key: string) =>
        (await screen.findByText(text(lang, `settings:subscription.${key}`))).nextElementSibling?.textContent;
      expect(await count('paid_years')).toBe(paid);
      expect(await count('open_invoices')).toBe(open);
    },
  );

  it('with no entity yet, offers to add one (kh)', async () => {
    await renderInApp(<Settings />, 'kh', [{ path: '/api/entities', body: { entities: [] } }], options);
    expect(await screen.findByText(text('kh', 'entities:none'))).toBeTruthy();
    expect(screen.getByRole('link', { name: text('kh', 'entities:add') }).getAttribute('href')).toBe('/onboarding');
  });
});
