import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entityFixture, requestsTo, signedIn } from '../../test/apiStub';
import { renderInApp, text } from '../../test/screenProviders';
import Profile from '.';

describe('Profile', () => {
  it.each(['en', 'kh'] as const)(
    "shows the user's details and saves a change at the version read (%s)",
    async (lang) => {
      const me = { email: 'sokha@example.com', phone: '+85512345678', position: 'Chief accountant', version: 3 };
      const { fetchSpy } = await renderInApp(
        <Profile />,
        lang,
        [...signedIn(entityFixture(), me), { method: 'PATCH', path: '/api/me', body: {} }],
        { namespaces: ['shell'], path: '/profile' },
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'shell:profile.title'));
      expect(await screen.findByText(me.email)).toBeTruthy();
      expect(screen.getByDisplayValue(me.phone)).toBeTruthy();
      const position = screen.getByDisplayValue(me.position);
      await userEvent.clear(position);
      await userEvent.type(position, 'Finance director');
      await userEvent.click(screen.getByRole('button', { name: text(lang, 'shell:profile.save') }));
      // The toast comes once the API has answered the save: by then its one request has been sent.
      expect(await screen.findByText(text(lang, 'shell:profile.saved'))).toBeTruthy();
      expect(requestsTo(fetchSpy, 'PATCH', /\/api\/me$/)).toHaveLength(1);
      expect(requestsTo(fetchSpy, 'PATCH', /\/api\/me$/)[0]).toMatchObject({
        phone: me.phone,
        position: 'Finance director',
        version: 3,
      });
      expect(screen.getByRole('link', { name: text(lang, 'shell:profile.security_link') }).getAttribute('href')).toBe(
        '/resetPass',
      );
    },
  );
});
