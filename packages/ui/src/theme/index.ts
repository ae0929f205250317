export { vars } from './contract.css';
export { root as themeRoot, visuallyHidden } from './global.css';
export { lightTheme, lightTokens } from './light.css';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export * from './tokens';
