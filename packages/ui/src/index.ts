// Theme: one contract, the light theme, sprinkles, tokens and the bundled Khmer font.
export * from './theme';
// Language: strings of the components, Intl formatting helpers.
export * from './i18n';
export * from './components/UIProvider';
export * from './components/Icon';
export * from './components/Spinner';
export * from './components/Button';
