// The bundled Khmer web font (Noto Sans Khmer, SIL Open Font License), so Khmer renders without system fonts.
// Imported here, in the module every app renders, so that no bundler drops it as an unused side effect;
// bundlers (Vite, tsup) turn these into @font-face rules in the app's CSS or the package's style.css.
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/500.css';
import '@fontsource/noto-sans-khmer/600.css';
import '@fontsource/noto-sans-khmer/700.css';
import { type ReactNode, useContext } from 'react';
import { I18nProvider } from 'react-aria-components';
import { type Lang, LangContext, localeOf } from '../../i18n/strings';
import { root } from '../../theme/global.css';
import { cx } from '../../utils/cx';
import { ThemeClassContext } from '../../utils/overlay';

export interface UIProviderProps {
  /** Interface language; components pick their own strings from it. */
  lang: Lang;
  /**
   * A theme class made with `createTheme(vars, …)` (`themes` has the shipped ones). @default the enclosing
   * UIProvider's theme, `lightTheme` at the top
   */
  theme?: string;
  className?: string;
  children: ReactNode;
}

/** The root of a @dfr/ui tree: language (react-aria I18nProvider, km-KH or en-US), theme class and base styles. */
export function UIProvider({ lang, theme: given, className, children }: UIProviderProps) {
  const inherited = useContext(ThemeClassContext);
  const theme = given ?? inherited;
  const locale = localeOf(lang);
  return (
    <LangContext.Provider value={lang}>
      <ThemeClassContext.Provider value={theme}>
        <I18nProvider locale={locale}>
          <div className={cx(theme, root, className)} lang={lang === 'kh' ? 'km' : 'en'} data-lang={lang}>
            {children}
          </div>
        </I18nProvider>
      </ThemeClassContext.Provider>
    </LangContext.Provider>
  );
}
