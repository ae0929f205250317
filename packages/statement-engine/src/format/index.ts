/**
 * The product's one formatter for what a person reads: numbers, amounts (with or without their currency), dates,
 * times and digits, in English or Khmer. The web's screens, the API's PDFs (receipts, statements) and its e-mails all
 * call it, so one fee reads the same on a screen, on paper and in a message.
 *
 * A number has the same shape in both languages (comma thousands, point decimals, as Cambodian amounts are written);
 * Khmer text has Khmer digits (០–៩) and Khmer month names. The output is the same in every runtime: Intl is asked only
 * for the en-US shape (every ICU has it); Khmer digits and months are ours, since not every runtime's ICU data has
 * Khmer (Debian's Chromium has none) and where it has, its numbers still use Latin digits.
 */
import type { Lang } from '../model/types';
import { KHMER_MONTHS, toKhmerDigits } from './khmer';

export { KHMER_MONTHS, toAsciiDigits, toKhmerDigits } from './khmer';

/** The months in English, January first. */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** What is shown for a missing date or amount. */
export const NO_VALUE = '—';

/** ASCII digits as Khmer digits in Khmer (separators, signs and letters unchanged); the text as it is in English. */
export function formatDigits(text: string, lang: Lang): string {
  return lang === 'kh' ? toKhmerDigits(text) : text;
}

/** A year as a label (a column, a series, a sentence): no grouping, Khmer digits in Khmer. */
export function formatYear(year: number, lang: Lang): string {
  return formatDigits(String(year), lang);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number with Intl's options (fraction digits, percent, grouping…), in the en-US shape, Khmer digits in Khmer.
 * Formatters are kept per options: a statement table asks for hundreds of figures per render.
 */
export function formatNumber(value: number, lang: Lang, options: Intl.NumberFormatOptions = {}): string {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    numberFormats.set(key, format);
  }
  return formatDigits(format.format(value), lang);
}

/** Decimals shown for an amount in a currency: riel are whole, dollars have cents; another currency two. */
export function currencyDecimals(currency: string): number {
  return currency === 'KHR' ? 0 : 2;
}

/**
 * An amount as people read it: `1,000,000 KHR` / `១,០០០,០០០ KHR`, `245.10 USD` / `២៤៥.១០ USD` (the currency's
 * decimals, its ISO code after the number in both languages); without a currency, a whole amount `1,000,000`.
 * Negative amounts keep their minus sign (a statement's table writes its own parentheses).
 */
export function formatAmount(value: number, lang: Lang, currency?: string): string {
  const decimals = currency ? currencyDecimals(currency) : 0;
  const number = formatNumber(value, lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return currency ? `${number} ${currency}` : number;
}

/**
 * How a date is written: `long` (screens, e-mails, receipts) `April 20, 2026` / `២០ មេសា ២០២៦`; `document` (the
 * running text of a printed statement) `20 April 2026` / `ថ្ងៃទី២០ ខែមេសា ឆ្នាំ២០២៦`.
 */
export type DateStyle = 'long' | 'document';

/**
 * An ISO date (or the date part of an ISO date-time, as written) as words in the language; a dash for none; a text
 * that is not an ISO date as it is.
 */
export function formatDate(iso: string | null | undefined, lang: Lang, style: DateStyle = 'long'): string {
  if (!iso) return NO_VALUE;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return iso;
  if (lang === 'kh') {
    const months = KHMER_MONTHS[month - 1];
    return toKhmerDigits(style === 'document' ? `ថ្ងៃទី${day} ខែ${months} ឆ្នាំ${year}` : `${day} ${months} ${year}`);
  }
  const name = ENGLISH_MONTHS[month - 1];
  return style === 'document' ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) and the 24-hour time (`HH:MM`) of an instant in a time zone (the runtime's by default). */
function localParts(at: Date, timeZone: string | undefined): { date: string; time: string } {
  const key = timeZone ?? '';
  let format = partFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormats.set(key, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** Where a date-time is read: the reader's time zone (an IANA name); the runtime's own when not given. */
export interface TimeOptions {
  timeZone?: string;
}

const instant = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

/** The time of day of an ISO date-time, 24-hour: `14:05` / `១៤:០៥`; a dash for none. */
export function formatTime(iso: string | null | undefined, lang: Lang, options: TimeOptions = {}): string {
  if (!iso) return NO_VALUE;
  const at = instant(iso);
  return at ? formatDigits(localParts(at, options.timeZone).time, lang) : iso;
}

/** An ISO date-time as its local date and time: `November 25, 2026, 14:05` / `២៥ វិច្ឆិកា ២០២៦, ១៤:០៥`. */
export function formatDateTime(iso: string | null | undefined, lang: Lang, options: TimeOptions = {}): string {
  if (!iso) return NO_VALUE;
  const at = instant(iso);
  if (!at) return iso;
  const { date, time } = localParts(at, options.timeZone);
  return `${formatDate(date, lang)}, ${formatDigits(time, lang)}`;
}

/** @deprecated since 0.3: `formatDigits` (the same). */
export const documentDigits = formatDigits;

/** @deprecated since 0.3: `formatDate(iso, lang, 'document')` (the same). */
export const documentDate = (iso: string, lang: Lang): string => (iso ? formatDate(iso, lang, 'document') : iso);
