import { type MessageKey, translate } from '@dfr/forms/rules';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderScreen } from '../../test/renderScreen';

/**
 * What the sign-in screens' tests share. aws-amplify's auth functions are module-mocked in each test file (vi.mock is
 * hoisted per file); the identity client's configuration (`/config.json`) is the real one, read from the stubbed API.
 */

/** Serves `/config.json` as the API does for a user pool, so `authReady()` configures aws-amplify (never reached). */
export function stubIdentityConfig() {
  return stubApi([
    {
      path: '/config.json',
      body: {
        identity: {
          region: 'ap-southeast-1',
          userPoolId: 'ap-southeast-1_local',
          userPoolClientId: 'web-client',
          mode: 'cognito',
        },
      },
    },
  ]);
}

/** Where the screen sent the user (shown by the route any other path renders). */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** A sign-in screen at `path` in a language, with every other route showing where a navigation went. */
export function renderAuthScreen(ui: ReactElement, lang: 'en' | 'kh', path: string) {
  stubIdentityConfig();
  const route = new URL(path, 'http://localhost').pathname;
  return renderScreen(
    <Routes>
      <Route path={route} element={ui} />
      <Route path="*" element={<Location />} />
    </Routes>,
    lang,
    ['auth'],
    path,
  );
}

/** The location a navigation led to (after the screen left). */
export async function navigatedTo() {
  return (await screen.findByRole('status', { name: 'location' })).textContent;
}

/** An input of the form by its name (password inputs have no role to find them by). */
export function input(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]:not([type="hidden"])`);
  if (!found) throw new Error(`no input named ${name}`);
  return found;
}

/** The text that describes an element to assistive technology (its aria-describedby targets). */
export function description(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The field is shown invalid, with the rule's message in the reader's language. */
export function expectRefused(field: Element, message: MessageKey, lang: 'en' | 'kh') {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(description(field)).toContain(translate(message, lang));
}

/** The whole form's error (an alert), in the reader's language. */
export async function expectFailure(message: MessageKey, lang: 'en' | 'kh') {
  expect((await screen.findByRole('alert')).textContent).toContain(translate(message, lang));
}

/** An identity-service error as aws-amplify throws it (`name` is the service's `__type`). */
export const authError = (name: string, message = '') => Object.assign(new Error(message), { name });
