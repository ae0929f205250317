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
  const tag = useKhmer && locale.startsWith('km') ? `${locale}-u-nu-khmr` : `${locale}-u-nu-latn`;
  const formatter = new Intl.NumberFormat(tag, {
    maximumFractionDigits: 0,
    ...(showCurrency ? { style: 'currency', currency, currencyDisplay: 'code' } : {}),
  });
  const rounded = Math.round(value);
  if (rounded < 0 && parentheses) return `(${formatter.format(-rounded)})`;
  return formatter.format(rounded === 0 ? 0 : rounded);
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
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(value),
      amount: (value: number, options?: AmountFormatOptions) => formatAmount(value, locale, options),
      date: (value: Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
        new Intl.DateTimeFormat(locale, options).format(value),
    }),
    [locale],
  );
}
