import { labelOf } from '@dfr/forms';
import { translate } from '@dfr/forms/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmSignUp } from 'aws-amplify/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../test/screenProviders';
import { authError, description, expectFailure, expectRefused, input, renderAuthScreen } from './authScreenTest';
import ConfirmUser from './ConfirmUser';

// The identity provider is a test double: what the screen sends it and how it shows its refusal are the subject.
vi.mock('aws-amplify/auth', () => ({ confirmSignUp: vi.fn(), resendSignUpCode: vi.fn() }));
beforeEach(() => vi.mocked(confirmSignUp).mockReset());

const codeBoxes = (lang: 'en' | 'kh') =>
  within(screen.getByRole('group', { name: labelOf('verificationCode', lang) })).getAllByRole('textbox');

describe('ConfirmUser', () => {
  it.each(['en', 'kh'] as const)(
    'refuses a missing e-mail and a short code, shows a wrong code, then confirms the account (%s)',
    async (lang) => {
      await renderAuthScreen(<ConfirmUser />, lang, '/confirmUser');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'auth:confirm.heading'));
      expect(screen.getByRole('link', { name: text(lang, 'auth:login.back') }).getAttribute('href')).toBe('/login');
      const submit = screen.getByRole('button', { name: text(lang, 'auth:confirm.submit') });
      expect(input('email').getAttribute('aria-invalid')).not.toBe('true');

      await userEvent.click(submit);
      expectRefused(input('email'), 'required', lang);
      for (const box of codeBoxes(lang)) expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(description(screen.getByRole('group', { name: labelOf('verificationCode', lang) }))).toContain(
        translate('required', lang),
      );

      await userEvent.type(input('email'), 'New.User@example.com');
      await userEvent.type(codeBoxes(lang)[0]!, '123');
      await userEvent.click(submit);
      expect(input('email').getAttribute('aria-invalid')).not.toBe('true');
      expect(description(screen.getByRole('group', { name: labelOf('verificationCode', lang) }))).toContain(
        translate('code_six_digits', lang),
      );
      expect(confirmSignUp).not.toHaveBeenCalled();

      await userEvent.type(codeBoxes(lang)[3]!, '456');
      vi.mocked(confirmSignUp).mockRejectedValueOnce(authError('CodeMismatchException', 'Invalid code provided'));
      await userEvent.click(submit);
      await expectFailure('incorrect_code', lang);
      expect(confirmSignUp).toHaveBeenCalledWith({ username: 'new.user@example.com', confirmationCode: '123456' });

      vi.mocked(confirmSignUp).mockResolvedValueOnce({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
      await userEvent.click(submit);
      expect((await screen.findByRole('status')).textContent).toContain(translate('sign_up_complete', lang));
      expect(screen.getByRole('button', { name: text(lang, 'auth:confirm.go_login') })).toBeTruthy();
    },
  );

  it.each(['en', 'kh'] as const)('the e-mail’s link confirms at once, with its e-mail and code (%s)', async (lang) => {
    vi.mocked(confirmSignUp).mockResolvedValueOnce({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    await renderAuthScreen(<ConfirmUser />, lang, '/confirmUser?email=new.user%40example.com&code=654321');
    expect((await screen.findByRole('status')).textContent).toContain(translate('sign_up_complete', lang));
    expect(confirmSignUp).toHaveBeenCalledTimes(1);
    expect(confirmSignUp).toHaveBeenCalledWith({ username: 'new.user@example.com', confirmationCode: '654321' });
  });

  it.each(['en', 'kh'] as const)('a used link says the account is already confirmed (%s)', async (lang) => {
    vi.mocked(confirmSignUp).mockRejectedValueOnce(
      authError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
    );
    await renderAuthScreen(<ConfirmUser />, lang, '/confirmUser?email=new.user%40example.com&code=654321');
    expect((await screen.findByRole('alert')).textContent).toContain(translate('already_confirmed', lang));
  });

  it.each(['en', 'kh'] as const)('an expired link asks for a new code (%s)', async (lang) => {
    vi.mocked(confirmSignUp).mockRejectedValueOnce(
      authError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
    );
    await renderAuthScreen(<ConfirmUser />, lang, '/confirmUser?email=new.user%40example.com&code=654321');
    expect((await screen.findByRole('alert')).textContent).toContain(translate('confirm_link_expired', lang));
    expect(screen.getByRole('button', { name: text(lang, 'auth:confirm.resend') })).toBeTruthy();
  });
});
