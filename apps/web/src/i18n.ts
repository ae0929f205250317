import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The specification's language codes, kept in local storage under `lang`; default and fallback `en`. */
export const LANGUAGES = ['en', 'kh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANG_STORAGE_KEY = 'lang';

export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return value === 'kh' ? 'kh' : 'en';
  } catch {
    return 'en';
  }
}

/** BCP 47 tag for Intl and the `lang` attribute (`kh` is the product's code, `km-KH` the standard one). */
export function localeTag(lang: Language): string {
  return lang === 'kh' ? 'km-KH' : 'en-US';
}

export function setLanguage(lang: Language) {
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  void i18next.changeLanguage(lang);
}

/**
 * Every `locales/{en,kh}/<namespace>.json` is a namespace; each feature keeps its strings in its own file.
 * The English and Khmer files must have the same keys (a unit test and the before-stop hook check it).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
export const resources: Record<Language, Record<string, Record<string, unknown>>> = { en: {}, kh: {} };
for (const [file, mod] of Object.entries(files)) {
  const match = /\.\/locales\/(en|kh)\/([\w-]+)\.json$/.exec(file);
  if (match) resources[match[1] as Language][match[2]] = mod.default;
}

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  defaultNS: 'common',
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18next.on('languageChanged', (lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(lang as Language);
});
if (typeof document !== 'undefined') document.documentElement.lang = localeTag(storedLanguage());

export default i18next;
