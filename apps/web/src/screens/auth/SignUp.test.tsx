import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signUp } from 'aws-amplify/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../test/screenProviders';
import { authError, expectFailure, expectRefused, input, navigatedTo, renderAuthScreen } from './authScreenTest';
import SignUp from './SignUp';

// The identity provider is a test double: what the screen sends it and how it shows its refusal are the subject.
vi.mock('aws-amplify/auth', () => ({ signUp: vi.fn() }));
beforeEach(() => vi.mocked(signUp).mockReset());

const email = () => input('email');

describe('SignUp', () => {
  it.each(['en', 'kh'] as const)(
    'refuses an empty or mismatched form on its fields, then signs up with what was typed (%s)',
    async (lang) => {
      await renderAuthScreen(<SignUp />, lang, '/signup');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'auth:signup.heading'));
      expect(screen.getByRole('link', { name: text(lang, 'auth:signup.login_link') }).getAttribute('href')).toBe(
        '/login',
      );
      const submit = screen.getByRole('button', { name: text(lang, 'auth:signup.submit') });
      expect(email().getAttribute('aria-invalid')).not.toBe('true');

      await userEvent.click(submit);
      expectRefused(email(), 'required', lang);
      expectRefused(input('password'), 'required', lang);
      expectRefused(input('confirmPassword'), 'required', lang);

      await userEvent.type(email(), 'not-an-email');
      await userEvent.type(input('password'), 'Str0ng!Pass');
      await userEvent.type(input('confirmPassword'), 'Str0ng!Pas');
      await userEvent.click(submit);
      expectRefused(email(), 'invalid_email', lang);
      expectRefused(input('confirmPassword'), 'passwords_do_not_match', lang);
      expect(signUp).not.toHaveBeenCalled();

      // Valid: the provider gets the e-mail trimmed and in lower case, the password as typed, the reader's language.
      await userEvent.clear(email());
      await userEvent.type(email(), ' New.User@Example.com ');
      await userEvent.type(input('confirmPassword'), 's');
      vi.mocked(signUp).mockRejectedValueOnce(authError('UsernameExistsException', 'User already exists'));
      await userEvent.click(submit);
      await expectFailure('user_already_exists', lang);
      expect(signUp).toHaveBeenCalledWith({
        username: 'new.user@example.com',
        password: 'Str0ng!Pass',
        options: { userAttributes: { email: 'new.user@example.com', locale: lang } },
      });

      // Accepted: on to the code the provider e-mailed.
      vi.mocked(signUp).mockResolvedValueOnce({
        isSignUpComplete: false,
        nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: {} },
      });
      await userEvent.click(submit);
      expect(await navigatedTo()).toBe('/confirmUser?email=new.user%40example.com');
    },
  );

  it.each(['en', 'kh'] as const)("starts with the invited address from an invitation's link (%s)", async (lang) => {
    await renderAuthScreen(<SignUp />, lang, '/signup?email=invited.user%40example.com');
    expect((email() as HTMLInputElement).value).toBe('invited.user@example.com');
  });
});
