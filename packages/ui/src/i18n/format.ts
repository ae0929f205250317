import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

const khmerDigits = '០១២៣៤៥៦៧៨៩';

/** Turns Khmer digits (០–៩) into ASCII digits; other characters are kept. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[០-៩]/g, (d) => String(khmerDigits.indexOf(d)));
}

/** Turns ASCII digits into Khmer digits (for Khmer documents that want them). */
export function toKhmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => khmerDigits[Number(d)]!);
}

/** Khmer words for compact numbers, largest first (as ICU's Khmer data writes them). */
const khmerScales: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'ទ្រីលាន'],
  [1e9, 'ប៊ីលាន'],
  [1e6, 'លាន'],
  [1e3, 'ពាន់'],
];

const isKhmer = (locale: string) => locale.toLowerCase().startsWith('km');

export interface NumberFormatOptions extends Intl.NumberFormatOptions {
  /** Khmer digits (០–៩) in the Khmer locale. @default true */
  khmerDigits?: boolean;
}

/**
 * Formats a number for display through Intl; in the Khmer locale with Khmer digits and Khmer compact words
 * (ពាន់, លាន, ប៊ីលាន), the same in every runtime: where Intl has no Khmer data (Debian's Chromium falls back to
 * en-US and ignores `-u-nu-khmr`), the digits still come out Khmer through `toKhmerDigits`.
 */
export function formatNumber(value: number, locale: string, options: NumberFormatOptions = {}): string {
  const { khmerDigits: wantKhmerDigits = true, ...intl } = options;
  if (!isKhmer(locale)) return new Intl.NumberFormat(locale, intl).format(value);
  let text: string;
  if (intl.notation === 'compact') {
    const { notation: _compact, compactDisplay: _display, ...rest } = intl;
    const plain = new Intl.NumberFormat(`${locale}-u-nu-latn`, { maximumFractionDigits: 1, ...rest });
    const scale = khmerScales.find(([size]) => Math.abs(value) >= size);
    text = scale ? `${plain.format(value / scale[0])} ${scale[1]}` : plain.format(value);
  } else text = new Intl.NumberFormat(`${locale}-u-nu-latn`, intl).format(value);
  return wantKhmerDigits ? toKhmerDigits(text) : text;
}

/** Options for formatting a whole amount. */
export interface AmountFormatOptions {
  /** ISO currency, shown as a symbol or code when `showCurrency` is set. */
  currency?: 'USD' | 'KHR';
  /** Show the currency beside the number. @default false */
  showCurrency?: boolean;
  /** Negative amounts in parentheses, as accountants write them. @default true */
  parentheses?: boolean;
  /** Use Khmer digits in the Khmer locale. @default false */
  khmerDigits?: boolean;
}

/** Formats a whole amount with thousands separators; negatives in parentheses by default. */
export function formatAmount(value: number, locale: string, options: AmountFormatOptions = {}): string {
  const { currency = 'USD', showCurrency = false, parentheses = true, khmerDigits: useKhmer = false } = options;
  const format = (v: number) =>
    formatNumber(v, locale, {
      khmerDigits: useKhmer,
      maximumFractionDigits: 0,
      ...(showCurrency ? { style: 'currency', currency, currencyDisplay: 'code' } : {}),
    });
  const rounded = Math.round(value);
  if (rounded < 0 && parentheses) return `(${format(-rounded)})`;
  return format(rounded === 0 ? 0 : rounded);
}

/** Parses what a user typed as a whole amount: separators, spaces, Khmer digits, a leading minus or parentheses. */
export function parseAmount(text: string): number | null {
  const ascii = toAsciiDigits(text).trim();
  if (ascii === '') return null;
  const negative = /^\(.*\)$/.test(ascii) || /^[-−]/.test(ascii);
  const digits = ascii.replace(/[^0-9.]/g, '');
  if (digits === '' || !/^\d+(\.\d*)?$/.test(digits)) return null;
  const whole = Math.round(Number(digits));
  return negative ? -whole : whole;
}

/** Locale-aware formatters for numbers and dates in the current react-aria locale. */
export function useFormatters() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      /** Khmer digits in Khmer (see formatNumber). */
      number: (value: number, options?: NumberFormatOptions) => formatNumber(value, locale, options),
      amount: (value: number, options?: AmountFormatOptions) => formatAmount(value, locale, options),
      date: (value: Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
        new Intl.DateTimeFormat(locale, options).format(value),
    }),
    [locale],
  );
}
