import { labelOf } from '@dfr/forms';
import { translate } from '@dfr/forms/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { renderScreen, text } from '../../test/renderScreen';
import '../../test/screenProviders';
import { authError, description, expectFailure, expectRefused, input, renderAuthScreen } from './authScreenTest';
import ForgetPass from './ForgetPass';

// The identity provider is a test double: what the screen sends it and how it shows its refusal are the subject.
vi.mock('aws-amplify/auth', () => ({ resetPassword: vi.fn(), confirmResetPassword: vi.fn() }));
beforeEach(() => {
  vi.mocked(resetPassword).mockReset();
  vi.mocked(confirmResetPassword).mockReset();
});

// The first stage: the screen, its link back, a refusal before the provider is asked.
describe('ForgetPass', () => {
  it.each(['en', 'kh'] as const)(
    'asks for the e-mail to send a code to; an empty one is refused (%s)',
    async (lang) => {
      await renderScreen(<ForgetPass />, lang, ['auth'], '/forgetPass');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'auth:forgot.heading'));
      expect(screen.getByRole('link', { name: text(lang, 'auth:login.back') }).getAttribute('href')).toBe('/login');
      expect(screen.getByRole('textbox').getAttribute('aria-invalid')).not.toBe('true');
      await userEvent.click(screen.getByRole('button', { name: text(lang, 'auth:forgot.send') }));
      expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
      expect(resetPassword).not.toHaveBeenCalled();
    },
  );

  it.each(['en', 'kh'] as const)(
    'sends the code; the new password is refused on its fields, a wrong code shown, then reset (%s)',
    async (lang) => {
      await renderAuthScreen(<ForgetPass />, lang, '/forgetPass');
      vi.mocked(resetPassword).mockResolvedValueOnce({
        isPasswordReset: false,
        nextStep: {
          resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
          codeDeliveryDetails: { destination: 'o***@example.com', deliveryMedium: 'EMAIL' },
        },
      });
      await userEvent.type(input('email'), ' Owner@Example.com');
      await userEvent.click(screen.getByRole('button', { name: text(lang, 'auth:forgot.send') }));
      expect(
        await screen.findByRole('heading', { level: 1, name: text(lang, 'auth:forgot.reset_heading') }),
      ).toBeTruthy();
      expect(resetPassword).toHaveBeenCalledWith({ username: 'owner@example.com' });
      expect(
        screen.getByText(i18n.getFixedT(lang)('auth:forgot.reset_intro', { destination: 'o***@example.com' })),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: text(lang, 'auth:login.back') }).getAttribute('href')).toBe('/login');

      const code = screen.getByRole('group', { name: labelOf('verificationCode', lang) });
      const submit = screen.getByRole('button', { name: text(lang, 'auth:forgot.reset_submit') });
      await userEvent.click(submit);
      for (const box of within(code).getAllByRole('textbox')) expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(description(code)).toContain(translate('required', lang));
      expectRefused(input('password'), 'required', lang);
      expectRefused(input('confirmPassword'), 'required', lang);
      expect(confirmResetPassword).not.toHaveBeenCalled();

      await userEvent.type(within(code).getAllByRole('textbox')[0]!, '246810');
      await userEvent.type(input('password'), 'New!Pass2');
      await userEvent.type(input('confirmPassword'), 'New!Pass2');
      vi.mocked(confirmResetPassword).mockRejectedValueOnce(
        authError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
      );
      await userEvent.click(submit);
      await expectFailure('incorrect_code', lang);
      expect(confirmResetPassword).toHaveBeenCalledWith({
        username: 'owner@example.com',
        confirmationCode: '246810',
        newPassword: 'New!Pass2',
      });

      vi.mocked(confirmResetPassword).mockResolvedValueOnce(undefined);
      await userEvent.click(submit);
      expect((await screen.findByRole('status')).textContent).toContain(translate('password_reset_complete', lang));
    },
  );
});
