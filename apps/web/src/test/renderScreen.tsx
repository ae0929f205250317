import { UIProvider } from '@dfr/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import i18n from '../i18n';

// jsdom has no CSS.escape; react-aria's modal (a confirm dialog a save opens) reads a meta tag through it.
const css = globalThis as { CSS?: { escape?: (s: string) => string } };
css.CSS ??= {};
css.CSS.escape ??= (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`);

/** A screen as the app shows it at `path`, in a language: the UI provider, the router and the namespaces it reads. */
export async function renderScreen(ui: ReactElement, lang: 'en' | 'kh', namespaces: string[] = [], path = '/') {
  if (namespaces.length) await i18n.reloadResources(['en', 'kh'], namespaces);
  await i18n.changeLanguage(lang);
  return render(
    <UIProvider lang={lang}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </UIProvider>,
  );
}

/** The text of a key in a language, as the screen's `t` gives it. */
export const text = (lang: 'en' | 'kh', key: string) => i18n.getFixedT(lang)(key);

/** jsdom has no `CSS.escape`; react-aria's modal reads a meta tag through it (call before opening a dialog). */
export function shimCssEscape() {
  const g = globalThis as { CSS?: { escape?: (s: string) => string } };
  g.CSS ??= {};
  g.CSS.escape ??= (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`);
}
