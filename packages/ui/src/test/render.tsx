import { render } from '@testing-library/react';

// Component tests take Testing Library's queries and user events from here, beside `renderUI` (its custom-render pattern).
export { screen, waitFor, within } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { UIProvider } from '../components/UIProvider';
import type { Lang } from '../i18n/strings';

/** Renders inside a UIProvider in the given language (English by default). */
export function renderUI(ui: ReactElement, lang: Lang = 'en') {
  return render(<UIProvider lang={lang}>{ui}</UIProvider>);
}
