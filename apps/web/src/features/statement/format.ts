import type { Bilingual } from '@dfr/statement-engine';
import { toKhmerDigits } from '@dfr/forms/rules';
import type { Language } from '../../i18n';

/**
 * Khmer statements use Khmer digits (design/product.md); the tagged XBRL values stay ASCII (the engine's job).
 * Grouping follows en-US and the digits are mapped by @dfr/forms, because not every browser's ICU data carries
 * the `khmr` numbering system.
 */
const digits = (lang: Language, text: string) => (lang === 'kh' ? toKhmerDigits(text) : text);

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Language, fractionDigits = 0): Intl.NumberFormat {
  const key = `${lang}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: fractionDigits,
      minimumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * An amount as printed in a statement: the engine's `display` value (already at the rounding level, allocated so that
 * totals add up), negatives in parentheses, a dash for nothing.
 */
export function formatAmount(display: number | null | undefined, lang: Language): string {
  if (display === null || display === undefined || Number.isNaN(display)) return '–';
  const text = digits(lang, formatter(lang).format(Math.abs(display)));
  return display < 0 ? `(${text})` : text;
}

export function formatNumber(value: number | null | undefined, lang: Language, fractionDigits = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return digits(lang, formatter(lang, fractionDigits).format(value));
}

export function pick(text: Bilingual | string | undefined, lang: Language): string {
  if (!text) return '';
  return typeof text === 'string' ? text : text[lang] || text.en;
}
