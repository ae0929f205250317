import { UIProvider } from '@dfr/ui';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { type MessageKey, translate } from '../rules';

/** What the sign-in forms' tests share: a form in a language, its inputs by name, and how a refusal reads. */
export const renderIn = (ui: ReactElement, lang: 'en' | 'kh' = 'en') =>
  render(<UIProvider lang={lang}>{ui}</UIProvider>);

/** An input by its name (password inputs have no role to find them by). */
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
export function expectRefused(field: Element, message: MessageKey, lang: 'en' | 'kh' = 'en') {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(description(field)).toContain(translate(message, lang));
}

/** The boxes of a code input, by the code's label. */
export const codeBoxes = (label: string) => within(screen.getByRole('group', { name: label })).getAllByRole('textbox');
