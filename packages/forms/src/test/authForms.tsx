import { UIProvider } from '@dfr/ui';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { type MessageKey, translate } from '../rules';

/** What the sign-in forms' tests share: a form in a language, its inputs by name, and how a refusal reads. */
export const renderIn = (ui: ReactElement, lang: 'en' | 'kh' = 'en') =>
  render(<UIProvider lang={lang}>{ui}</UIProvider>);

/** A visible input by its name (a password input has no role to find it by). */
export const input = (name: string) => {
  const inputs = [...document.getElementsByName(name)].filter((e) => e.getAttribute('type') !== 'hidden');
  expect(inputs, `one input named ${name}`).toHaveLength(1);
  return inputs[0] as HTMLInputElement;
};

/** What assistive technology reads under a field: the texts its aria-describedby names. */
export const description = (field: Element) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

/** The field reads as invalid, with the rule's message in the reader's language. */
export function expectRefused(field: Element, message: MessageKey, lang: 'en' | 'kh' = 'en') {
  expect({ invalid: field.getAttribute('aria-invalid'), text: description(field) }).toMatchObject({
    invalid: 'true',
    text: expect.stringContaining(translate(message, lang)),
  });
}

/** The boxes of a code input, by the code's label. */
export const codeBoxes = (label: string) => within(screen.getByRole('group', { name: label })).getAllByRole('textbox');
