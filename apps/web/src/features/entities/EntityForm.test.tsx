import { UIProvider } from '@dfr/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
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

describe('EntityForm (@dfr/forms EntityInfoForm)', () => {
  it('refuses missing required fields with the screen message above the form; nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(i18n.getFixedT('en', 'entities')('fix_fields'));
    expect(screen.getByRole('textbox', { name: /Name \(English\)/ }).getAttribute('aria-invalid')).toBe('true');
  }, 15_000);

  it('sends what was typed with the defaults; a registration number taken is marked on its field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => {
      throw new ApiError(
        409,
        'CONFLICT',
        'entity_exists',
        'Entity already exists, duplicates not allowed.',
        undefined,
        {
          code: 'CONFLICT',
          message_key: 'entity_exists',
        },
      );
    });
    renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Name \(English\)/ }), ' Angkor Copy ');
    await user.type(screen.getByRole('textbox', { name: /Name \(Khmer\)/ }), 'អង្គរ');
    const registration = screen.getByRole('textbox', { name: /Company registration number/ });
    await user.type(registration, '00012345');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      nameEn: 'Angkor Copy',
      nameKh: 'អង្គរ',
      registrationNumber: '00012345',
      countryOfIncorporation: 'KH',
      province: 'phnom-penh',
    });
    await waitFor(() => expect(registration.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toMatch(/already exists/);
    expect((registration as HTMLInputElement).value).toBe('00012345');
  }, 30_000);

  it('labels its fields in Khmer when the interface is in Khmer', async () => {
    await i18n.changeLanguage('kh');
    renderForm(undefined, 'kh');
    expect(screen.getByRole('textbox', { name: /ឈ្មោះ \(អង់គ្លេស\)/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'បាទ/ចាស' })).toBeTruthy();
  });
});
