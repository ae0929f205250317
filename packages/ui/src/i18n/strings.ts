import { createContext, useContext } from 'react';
import { useLocale } from 'react-aria-components';

/** The two interface languages, by the specification's codes. */
export type Lang = 'en' | 'kh';

/** The standard locale tag for a language (Intl, react-aria, fonts). */
export function localeOf(lang: Lang): string {
  return lang === 'kh' ? 'km-KH' : 'en-US';
}

/** The language code for a BCP 47 locale (anything Khmer is `kh`). */
export function langOf(locale: string): Lang {
  return locale.toLowerCase().startsWith('km') ? 'kh' : 'en';
}

/** A component's own strings: plain text, or a function of parameters (never concatenated fragments). */
// biome-ignore lint/suspicious/noExplicitAny: parameter shapes differ per string
export type StringValue = string | ((params: any) => string);
export type StringTable = Record<string, StringValue>;
/** A string table with literal types widened (so translations may differ from the English text). */
export type Widen<T> = { [K in keyof T]: T[K] extends (params: infer P) => string ? (params: P) => string : string };
/** English defaults and their Khmer translations, with the same keys. */
export type Translations<T extends StringTable> = { en: T; kh: T };

export const LangContext = createContext<Lang | null>(null);

/** The current interface language: from UIProvider, else from react-aria's locale, else English. */
export function useLang(): Lang {
  const lang = useContext(LangContext);
  const { locale } = useLocale();
  return lang ?? langOf(locale);
}

/**
 * The strings of a component in the current language, with optional overrides from the caller.
 * @example const t = useUIStrings(strings); t.close
 */
export function useUIStrings<T extends StringTable>(translations: Translations<T>, overrides?: Partial<T>): T {
  const lang = useLang();
  const table = translations[lang] as T;
  return overrides ? { ...table, ...overrides } : table;
}

/** Declares a component's strings; checks at compile time that Khmer has every English key. */
export function defineStrings<T extends StringTable>(translations: { en: T; kh: Widen<T> }): Translations<Widen<T>> {
  return translations as unknown as Translations<Widen<T>>;
}
