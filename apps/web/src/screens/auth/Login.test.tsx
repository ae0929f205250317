import { translate } from '@dfr/forms/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { text } from '../../test/screenProviders';
import Login from './Login';

// The sign-in screen talks to the identity provider, not the API: this test stays before any call to it.
describe('Login', () => {
  it.each(['en', 'kh'] as const)(
    'asks for e-mail and password; an empty form is refused on its fields (%s)',
    async (lang) => {
      await renderScreen(<Login />, lang, ['auth'], '/login?notice=sign_up_complete');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'auth:login.heading'));
      expect(screen.getByText(translate('sign_up_complete', lang))).toBeTruthy();
      expect(screen.getByRole('link', { name: text(lang, 'auth:login.forgot') }).getAttribute('href')).toBe(
        '/forgetPass',
      );
      expect(screen.getByRole('textbox').getAttribute('aria-invalid')).not.toBe('true');
      await userEvent.click(screen.getByRole('button', { name: text(lang, 'auth:login.submit') }));
      expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    },
  );
});
