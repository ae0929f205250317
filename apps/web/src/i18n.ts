import { formatDigits, isLang, LANGS, type Lang } from '@dfr/statement-engine';
import i18next, { type FormatFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIE_DAYS, secureCookies } from './cookies';

/** The specification's language codes (the engine's model's), kept in local storage under `lang`; default `en`. */
export const LANGUAGES = LANGS;
export type Language = Lang;
export const LANG_STORAGE_KEY = 'lang';

/** A language code as the app uses it (i18next's, a stored or a query value): `kh`, or else `en`. */
export function languageOf(value: string | null | undefined): Language {
  return isLang(value) ? value : 'en';
}

export function storedLanguage(): Language {
  try {
    return languageOf(globalThis.localStorage?.getItem(LANG_STORAGE_KEY));
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
  rememberForServer(lang);
  void i18next.changeLanguage(lang);
}

/**
 * The language in a `lang` cookie too, for the server only: with the next page it names the Khmer strings and font
 * faces the first screen needs (`Link` header), so a Khmer visit fetches them beside the entry. The specification's
 * cookie default (365 days, secure); no other data.
 */
export function rememberForServer(lang: Language) {
  if (typeof document === 'undefined') return;
  const secure = secureCookies(window.location) ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and a value of two letters; the Cookie Store API is not in every browser the filers use.
  document.cookie = `lang=${lang}; path=/; max-age=${COOKIE_DAYS * 24 * 60 * 60}; samesite=lax${secure}`;
}

/**
 * Every `locales/{en,kh}/<namespace>.json` is a namespace; each feature keeps its strings in its own file.
 * The English and Khmer files must have the same keys (a unit test and the before-stop hook check it).
 *
 * The English namespaces the shell and the first screen use (`FIRST`) are in the main bundle (English is also the
 * fallback); the same namespaces in Khmer are one chunk fetched before the first render when Khmer is the language
 * (`i18nReady`) or when the user switches to it (i18next loads a language before it changes to it); every other
 * namespace is fetched when a screen asks for it (`useTranslation('statement')` suspends inside the layout's Suspense
 * until it has arrived). This keeps the signed-in dashboard's first route small (docs/performance.md).
 */
export const FIRST_NAMESPACES = ['common', 'shell', 'dashboard', 'entities'] as const;
const firstFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/en/{common,shell,dashboard,entities}.json',
  { eager: true },
);
const laterFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/{common,shell,dashboard,entities}.json',
  '!./locales/kh/{common,shell,dashboard,entities}.json',
]);
/** Khmer's first namespaces, one chunk (not five requests). */
const khmerFirst = () => import('./locales/khFirst');
const fileOf = /\.\/locales\/(en|kh)\/([\w-]+)\.json$/;

/** The namespaces of the main bundle, by language. */
const resources: Record<Language, Record<string, Record<string, unknown>>> = { en: {}, kh: {} };
for (const [file, mod] of Object.entries(firstFiles)) {
  const match = fileOf.exec(file);
  if (match) resources[match[1] as Language][match[2]] = mod.default;
}
/** Every namespace there is (those of the main bundle and those fetched later). */
export const NAMESPACES = [
  ...new Set([...FIRST_NAMESPACES, ...Object.keys(laterFiles).map((f) => fileOf.exec(f)?.[2] ?? '')]),
].filter(Boolean);

/** i18next backend: a namespace outside the main bundle is its own chunk, imported on first use. */
const laterNamespaces = {
  type: 'backend' as const,
  init() {},
  read(lng: string, ns: string, done: (error: unknown, data: Record<string, unknown> | null) => void) {
    if (lng === 'kh' && (FIRST_NAMESPACES as readonly string[]).includes(ns)) {
      khmerFirst().then(
        (mod) => done(null, mod.default[ns as (typeof FIRST_NAMESPACES)[number]]),
        (error) => done(error, null),
      );
      return;
    }
    const load = laterFiles[`./locales/${lng}/${ns}.json`];
    if (!load) return done(null, {});
    load().then(
      (mod) => done(null, mod.default),
      (error) => done(error, null),
    );
  },
};

/** Resolves when the language shown first has its first namespaces (the app renders after it: main.tsx). */
export const i18nReady: Promise<unknown> = i18next
  .use(laterNamespaces)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    defaultNS: 'common',
    ns: [...FIRST_NAMESPACES],
    interpolation: {
      escapeValue: false,
      // Numbers put into a Khmer text (years, counts, days) are written in Khmer digits, as @dfr/forms' translate
      // does; strings (emails, codes, names) are left as given.
      alwaysFormat: true,
      // (Values other than numbers go back untouched, `undefined` included, so i18next still sees a missing value.)
      format: ((value: unknown, _format?: string, lng?: string) =>
        typeof value === 'number' && lng === 'kh' ? formatDigits(String(value), 'kh') : value) as FormatFunction,
    },
    returnNull: false,
  });

i18next.on('languageChanged', (lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(lang as Language);
});
if (typeof document !== 'undefined') {
  document.documentElement.lang = localeTag(storedLanguage());
  // A choice made before the cookie existed reaches the server from the next page on.
  if (!new RegExp(`(?:^|;\\s*)lang=${storedLanguage()}(?:;|$)`).test(document.cookie))
    rememberForServer(storedLanguage());
}

export default i18next;
