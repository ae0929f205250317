export { vars } from './contract.css';
export { root as themeRoot, visuallyHidden } from './global.css';
export { lightTheme, lightTokens } from './light.css';
export { isThemeName, THEME_NAMES, type ThemeName, themes, themeTokens } from './themes';
export { tonleDarkTheme, tonleDarkTokens, tonleTheme, tonleTokens } from './tonle.css';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export * from './tokens';
