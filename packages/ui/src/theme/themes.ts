import { lightTheme, lightTokens } from './light.css';
import { tonleDarkTheme, tonleDarkTokens, tonleTheme, tonleTokens } from './tonle.css';

/**
 * Every theme this package ships, by name: the theme class to give `UIProvider`. An app picks one by configuration
 * (the web app: `theme` in its runtime /config.json). `dfr` is the default.
 */
export const themes = { dfr: lightTheme, tonle: tonleTheme, 'tonle-dark': tonleDarkTheme };
export type ThemeName = keyof typeof themes;
export const THEME_NAMES = Object.keys(themes) as ThemeName[];
/** The values of each theme (the Foundations page shows the chosen theme's). */
export const themeTokens = { dfr: lightTokens, tonle: tonleTokens, 'tonle-dark': tonleDarkTokens };
/** True for a name this package ships a theme under. */
export function isThemeName(name: unknown): name is ThemeName {
  return typeof name === 'string' && Object.hasOwn(themes, name);
}
