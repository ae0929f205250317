import { createContext, useContext } from 'react';
import { useLang } from '../i18n/strings';
import { root } from '../theme/global.css';
import { lightTheme } from '../theme/light.css';
import { cx } from './cx';

/** The theme class UIProvider applies; overlays (rendered in portals) apply it again. */
export const ThemeClassContext = createContext<string>(lightTheme);

/**
 * Class and `lang` for content rendered in a portal outside UIProvider's element
 * (popovers, modals, tooltips, toasts): the theme, base styles and language follow them there.
 */
export function useOverlayRoot(): { className: string; lang: string } {
  const theme = useContext(ThemeClassContext);
  const lang = useLang();
  return { className: cx(theme, root), lang: lang === 'kh' ? 'km' : 'en' };
}
