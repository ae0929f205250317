import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UIProvider } from '../components/UIProvider';
import type { Lang } from '../i18n/strings';

/** Renders inside a UIProvider in the given language (English by default). */
export function renderUI(ui: ReactElement, lang: Lang = 'en') {
  return render(<UIProvider lang={lang}>{ui}</UIProvider>);
}
