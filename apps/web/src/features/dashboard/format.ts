import { toKhmerDigits } from '@dfr/forms/rules';
import { KHMER_MONTHS, RATIO_KINDS, type RatioKey } from '@dfr/statement-engine';
import { localeTag, languageOf } from '../../i18n';

const tag = (lang: string) => localeTag(languageOf(lang));

/** Khmer digits in Khmer (browsers without Khmer locale data answer Intl in Latin digits). */
const digits = (lang: string, text: string) => (lang === 'kh' ? toKhmerDigits(text) : text);

/** A year as a label (a table's row header, a chart's series): Khmer digits in Khmer, no grouping. */
export const formatYear = (year: number, lang: string) => digits(lang, String(year));

/** A ratio as every screen shows it: the "times" ratios as "1.85×", the others as percentages (the engine's kinds). */
export function formatRatio(key: RatioKey, value: number | null | undefined, lang: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = formatNumber(value, lang, ratioNumberFormat(key));
  return RATIO_KINDS[key] === 'times' ? `${text}×` : text;
}

/** Intl options for a ratio in a @dfr/ui chart or tile: a "times" ratio as a plain number, the others as percentages. */
export function ratioNumberFormat(key: RatioKey): Intl.NumberFormatOptions {
  if (RATIO_KINDS[key] === 'times') return { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 };
}

/** A date as the user reads it: `20 April 2026` in English, `២០ មេសា ២០២៦` in Khmer. */
export function formatDate(iso: string | undefined | null, lang: string): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  if (lang === 'kh') return toKhmerDigits(`${d} ${KHMER_MONTHS[m - 1]} ${y}`);
  return new Intl.DateTimeFormat(tag(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A time of day, 24-hour, in the browser's time zone: `14:05`, in Khmer digits in Khmer. */
export function formatTime(iso: string | undefined | null, lang: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return digits(lang, `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`);
}

/** A date and time as the user reads them: `25 November 2026, 14:05`; Khmer months and digits in Khmer. */
export function formatDateTime(iso: string | undefined | null, lang: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const local = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return `${formatDate(local, lang)}, ${formatTime(iso, lang)}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The web's one number formatter (statements, dashboards, invoices, imports): Intl in the reader's locale with the
 * options given, in Khmer digits in Khmer (the engine's `toKhmerDigits`: not every browser's ICU data has Khmer, and
 * where it has, its numbers still use Latin digits). Formatters are kept per language and options, since a statement
 * table asks for hundreds of figures per render.
 */
export function formatNumber(value: number, lang: string, opts: Intl.NumberFormatOptions = {}): string {
  const key = `${lang}:${JSON.stringify(opts)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(tag(lang), opts);
    formatters.set(key, f);
  }
  return digits(lang, f.format(value));
}

/** A number with exactly `fraction` decimals (a statement's count or share, an import's total). */
export const fixedDecimals = (fraction: number): Intl.NumberFormatOptions => ({
  minimumFractionDigits: fraction,
  maximumFractionDigits: fraction,
});
