import { labelOf } from '@dfr/forms';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fetchMFAPreference,
  fetchUserAttributes,
  updateMFAPreference,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../test/screenProviders';
import { authError, expectFailure, expectRefused, input, renderAuthScreen } from './authScreenTest';
import ResetPass from './ResetPass';

// The identity provider is a test double: what the screen sends it and how it shows its refusal are the subject.
vi.mock('aws-amplify/auth', () => ({
  fetchMFAPreference: vi.fn(),
  fetchUserAttributes: vi.fn(),
  updatePassword: vi.fn(),
  updateUserAttributes: vi.fn(),
  updateMFAPreference: vi.fn(),
}));
beforeEach(() => {
  vi.mocked(updatePassword).mockReset();
  vi.mocked(fetchMFAPreference).mockResolvedValue({});
  vi.mocked(fetchUserAttributes).mockResolvedValue({ email: 'owner@example.com' });
});

describe('ResetPass', () => {
  it.each(['en', 'kh'] as const)(
    'refuses an empty or weak change on its fields, shows a wrong current password, then changes it (%s)',
    async (lang) => {
      await renderAuthScreen(<ResetPass />, lang, '/resetPass');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'auth:security.heading'));
      const change = screen.getByRole('region', { name: text(lang, 'auth:security.change_heading') });
      expect(screen.getByRole('region', { name: text(lang, 'auth:security.mfa_heading') })).toBeTruthy();
      expect(screen.getByRole('button', { name: text(lang, 'auth:security.sign_out_everywhere') })).toBeTruthy();
      const submit = within(change).getByRole('button', { name: text(lang, 'auth:security.change_submit') });
      expect(input('oldPassword').getAttribute('aria-invalid')).not.toBe('true');

      await userEvent.click(submit);
      expectRefused(input('oldPassword'), 'required', lang);
      expectRefused(input('password'), 'required', lang);
      expectRefused(input('confirmPassword'), 'required', lang);

      await userEvent.type(input('oldPassword'), 'Old!Pass1');
      await userEvent.type(input('password'), 'NEW!PASS');
      await userEvent.type(input('confirmPassword'), 'New!Pass2');
      await userEvent.click(submit);
      expect(input('oldPassword').getAttribute('aria-invalid')).not.toBe('true');
      expectRefused(input('password'), 'password_number', lang);
      expectRefused(input('confirmPassword'), 'passwords_do_not_match', lang);
      expect(updatePassword).not.toHaveBeenCalled();

      await userEvent.clear(input('password'));
      await userEvent.type(input('password'), 'New!Pass2');
      vi.mocked(updatePassword).mockRejectedValueOnce(
        authError('NotAuthorizedException', 'Incorrect username or password.'),
      );
      await userEvent.click(submit);
      await expectFailure('incorrect_username_or_password', lang);
      expect(updatePassword).toHaveBeenCalledWith({ oldPassword: 'Old!Pass1', newPassword: 'New!Pass2' });

      vi.mocked(updatePassword).mockResolvedValueOnce(undefined);
      await userEvent.click(submit);
      expect((await within(change).findByRole('status')).textContent).toContain(text(lang, 'auth:security.changed'));
      expect(input('oldPassword').value).toBe('');
      expect(input('password').value).toBe('');
    },
  );

  it('keeps a phone number typed before the stored attributes arrive, and sends it as E.164', async () => {
    let answer: (attributes: { phone_number?: string }) => void = () => {};
    vi.mocked(fetchUserAttributes).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.mocked(updateUserAttributes).mockResolvedValue({} as never);
    vi.mocked(updateMFAPreference).mockResolvedValue(undefined);
    await renderAuthScreen(<ResetPass />, 'en', '/resetPass');
    await userEvent.click(screen.getByRole('button', { name: text('en', 'auth:security.sms_enable') }));
    const phone = screen.getByRole('textbox', { name: labelOf('mobilePhone', 'en') }) as HTMLInputElement;
    await userEvent.type(phone, ' +855 12 345 678 ');
    answer({});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(phone.value).toBe(' +855 12 345 678 ');
    await userEvent.click(screen.getByRole('button', { name: text('en', 'auth:security.sms_enable') }));
    expect(await screen.findByText(text('en', 'auth:security.sms_enabled'))).toBeTruthy();
    expect(updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { phone_number: '+85512345678' } });
  });
});
