import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { FIRST_NAMESPACES, languageOf, NAMESPACES, setLanguage } from './i18n';

/** Every locale file, read here in full (the app fetches most namespaces only when a screen needs them). */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {}, kh: {} };
for (const [file, mod] of Object.entries(files)) {
  const match = /\.\/locales\/(en|kh)\/([\w-]+)\.json$/.exec(file);
  if (match) (resources[match[1]!] as Record<string, Record<string, unknown>>)[match[2]!] = mod.default;
}

/** What was there when the app's i18n was first imported (the tests below load more, in whichever order they run). */
const atImport = {
  en: FIRST_NAMESPACES.filter((ns) => i18n.hasResourceBundle('en', ns)),
  kh: NAMESPACES.filter((ns) => i18n.hasResourceBundle('kh', ns)),
  statement: i18n.hasResourceBundle('en', 'statement'),
};

const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('translations', () => {
  it('has the same namespaces in English and Khmer', () => {
    expect(Object.keys(resources.kh).sort()).toEqual(Object.keys(resources.en).sort());
  });
  it('has a Khmer string for every English key, and no Khmer key without an English one', () => {
    for (const ns of Object.keys(resources.en)) {
      expect(flatten(resources.kh[ns] ?? {}).sort(), ns).toEqual(flatten(resources.en[ns]).sort());
    }
  });
  it('has the English shell namespaces at once and fetches Khmer and the others on first use', async () => {
    expect(NAMESPACES.sort()).toEqual(Object.keys(resources.en!).sort());
    expect(atImport.en).toEqual([...FIRST_NAMESPACES]);
    // Khmer's shell strings are a chunk of their own, fetched when Khmer is shown (the first route stays smaller);
    // the other namespaces are fetched when a screen needs them.
    expect(atImport.kh).toEqual([]);
    expect(atImport.statement).toBe(false);
    await i18n.loadLanguages('kh');
    for (const ns of FIRST_NAMESPACES) expect(i18n.getResourceBundle('kh', ns), ns).toEqual(resources.kh![ns]);
    await i18n.reloadResources(['en', 'kh'], ['statement']);
    expect(i18n.getResourceBundle('kh', 'statement')).toEqual(resources.kh!.statement);
    expect(i18n.getResourceBundle('en', 'statement')).toEqual(resources.en!.statement);
  });
});

describe('numbers in texts', () => {
  beforeAll(() => i18n.loadLanguages('kh'));
  it('are written in Khmer digits in Khmer, Latin in English; strings are left as given', () => {
    const t = (lng: string, key: string, values: Record<string, unknown>) =>
      i18n.getFixedT(lng, 'dashboard')(key, values);
    expect(t('kh', 'filing.year', { year: 2025 })).toBe('ឆ្នាំហិរញ្ញវត្ថុ ២០២៥');
    expect(t('kh', 'filing.overdue', { count: 216 })).toBe('ហួសកំណត់ ២១៦ ថ្ងៃ');
    expect(t('en', 'filing.year', { year: 2025 })).toMatch(/2025/);
    // A value given as text (an email, a code) keeps its Latin digits, also in Khmer.
    expect(t('kh', 'filing.year', { year: 'FY2025' })).toBe('ឆ្នាំហិរញ្ញវត្ថុ FY2025');
  });
});

describe('the language of a code', () => {
  it('is Khmer for kh only, English for anything else (one rule for i18next, storage and screens)', () => {
    expect(languageOf('kh')).toBe('kh');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('km-KH')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf(null)).toBe('en');
  });
});

describe('the language chosen', () => {
  it('is kept in a cookie too (365 days, secure), for the server to name the Khmer strings with the next page', async () => {
    // jsdom keeps no Secure cookie over http, where a browser keeps it on this machine: what is written is read here.
    const written: string[] = [];
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    try {
      setLanguage('kh');
      setLanguage('en');
    } finally {
      set.mockRestore();
    }
    expect(written).toEqual([
      'lang=kh; path=/; max-age=31536000; samesite=lax; secure',
      'lang=en; path=/; max-age=31536000; samesite=lax; secure',
    ]);
    expect(localStorage.getItem('lang')).toBe('en');
    await i18n.changeLanguage('en');
  });
});
