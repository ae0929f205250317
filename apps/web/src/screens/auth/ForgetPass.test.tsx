import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, text } from '../../test/renderScreen';
import '../../test/screenProviders';
import ForgetPass from './ForgetPass';

// Stops before any call to the identity provider (jsdom cannot reach it): the screen, its link back, a refusal.
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
    },
  );
});
