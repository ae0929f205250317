export * from './format';
export { defineStrings, type Lang, langOf, localeOf, type Translations, useLang, useUIStrings } from './strings';
