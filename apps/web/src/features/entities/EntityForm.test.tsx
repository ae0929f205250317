import { UIProvider } from '@dfr/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { EntityForm } from './EntityForm';

beforeAll(() => i18n.reloadResources(['en', 'kh'], ['entities']));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const renderForm = (onSubmit = vi.fn(async (_values: unknown) => undefined), lang: 'en' | 'kh' = 'en') =>
  render(
    <UIProvider lang={lang}>
      <EntityForm submitLabel="Create" onSubmit={onSubmit} />
    </UIProvider>,
  );

describe('EntityForm (on @dfr/ui fields)', () => {
  it('refuses a missing required name, says so beside it and focuses it; nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: /Entity name \(English\)/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.getAllByText('This field is required.').length).toBe(3);
  }, 15_000);

  it('sends the values typed and chosen, optional text left out and SDGs in order', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Entity name \(English\)/ }), ' Angkor Copy ');
    await user.type(screen.getByRole('textbox', { name: /Entity name \(Khmer\)/ }), 'អង្គរ');
    await user.type(screen.getByRole('textbox', { name: /Company registration number/ }), '00012345');
    await user.selectOptions(screen.getByRole('combobox', { name: /Province/ }), 'siem-reap');
    await user.type(screen.getByRole('textbox', { name: /Registered capital/ }), '1,000,000');
    await user.click(screen.getByRole('checkbox', { name: 'SDG 13' }));
    await user.click(screen.getByRole('checkbox', { name: 'SDG 4' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const sent = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      nameEn: 'Angkor Copy',
      nameKh: 'អង្គរ',
      registrationNumber: '00012345',
      province: 'siem-reap',
      registeredCapital: 1_000_000,
      auditRequired: true,
    });
    expect(sent.sdgs).toEqual([4, 13]);
    expect('vatTin' in sent).toBe(false);
  }, 30_000);

  it('labels its fields in Khmer when the interface is in Khmer', async () => {
    await i18n.changeLanguage('kh');
    renderForm(undefined, 'kh');
    expect(screen.getByRole('textbox', { name: /ឈ្មោះអង្គភាព \(អង់គ្លេស\)/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'បាទ/ចាស' })).toBeTruthy();
  });
});
