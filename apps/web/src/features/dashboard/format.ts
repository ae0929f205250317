import {
  formatAmount as amount,
  formatDate as date,
  formatDateTime as dateTime,
  formatNumber as number,
  formatTime as time,
  formatYear as year,
  RATIO_KINDS,
  type RatioKey,
} from '@dfr/statement-engine';
import { languageOf } from '../../i18n';

/*
 * The web's side of the product's one formatter (the engine's `format/`, which the API's PDFs and e-mails call too):
 * each function takes i18next's language as it comes (`kh`, else English) and asks the engine. Dates and times are
 * read in the browser's time zone.
 */

/** A year as a label (a table's row header, a chart's series): Khmer digits in Khmer, no grouping. */
export const formatYear = (value: number, lang: string) => year(value, languageOf(lang));

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

/** A date as the user reads it: `April 20, 2026` in English, `២០ មេសា ២០២៦` in Khmer; a dash for none. */
export const formatDate = (iso: string | undefined | null, lang: string) => date(iso, languageOf(lang));

/** A time of day, 24-hour, in the browser's time zone: `14:05`, in Khmer digits in Khmer. */
export const formatTime = (iso: string | undefined | null, lang: string) => time(iso, languageOf(lang));

/** A date and time as the user reads them: `November 25, 2026, 14:05`; Khmer months and digits in Khmer. */
export const formatDateTime = (iso: string | undefined | null, lang: string) => dateTime(iso, languageOf(lang));

/** A number with Intl's options (statements, dashboards, imports), Khmer digits in Khmer. */
export const formatNumber = (value: number, lang: string, opts: Intl.NumberFormatOptions = {}) =>
  number(value, languageOf(lang), opts);

/** An amount, with its currency when given: `1,000,000 KHR`, `១,០០០,០០០ KHR`, `245.10 USD` (fees, payments). */
export const formatAmount = (value: number, lang: string, currency?: string) =>
  amount(value, languageOf(lang), currency);

/** A number with exactly `fraction` decimals (a statement's count or share, an import's total). */
export const fixedDecimals = (fraction: number): Intl.NumberFormatOptions => ({
  minimumFractionDigits: fraction,
  maximumFractionDigits: fraction,
});
