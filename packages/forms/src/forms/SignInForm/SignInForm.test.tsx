// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../rules';
import { expectRefused, input, renderIn } from '../../test/authForms';
import { SignInForm } from './SignInForm';

describe('SignInForm', () => {
  it.each(['en', 'kh'] as const)(
    'refuses empty fields in the reader’s language and sends nothing (%s)',
    async (lang) => {
      const onSubmit = vi.fn();
      renderIn(<SignInForm onSubmit={onSubmit} />, lang);
      await userEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Sign in' : 'ចូលគណនី' }));
      expectRefused(input('email'), 'required', lang);
      expectRefused(input('password'), 'required', lang);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('sends the e-mail trimmed and in lower case, the password as typed; shows a refusal above the form', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce({ messageKey: 'incorrect_username_or_password' });
    renderIn(<SignInForm onSubmit={onSubmit} defaultEmail=" Demo@Example.com " submitLabel="Go" />);
    await userEvent.type(input('password'), ' Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input('password').type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'demo@example.com', password: ' Demo@2026' });
    expect((await screen.findByRole('alert')).textContent).toBe(translate('incorrect_username_or_password', 'en'));
    expect(input('password').value).toBe(' Demo@2026');
  });
});
