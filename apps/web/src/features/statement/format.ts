import type { Bilingual } from '@dfr/statement-engine';
import type { Language } from '../../i18n';
import { fixedDecimals, formatNumber } from '../dashboard/format';

/**
 * An amount as printed in a statement: the engine's `display` value (already at the rounding level, allocated so that
 * totals add up), whole, negatives in parentheses, a dash for nothing; Khmer digits in Khmer (design/product.md; the
 * tagged XBRL values stay ASCII, the engine's job). Numbers go through the web's one `formatNumber`.
 */
export function formatAmount(display: number | null | undefined, lang: Language): string {
  if (display === null || display === undefined || Number.isNaN(display)) return '–';
  const text = formatNumber(Math.abs(display), lang, fixedDecimals(0));
  return display < 0 ? `(${text})` : text;
}

/**
 * A record named in both languages (`nameEn`/`nameKh`: an entity, an account, a statement's entity) by its name in the
 * reader's language, falling back to the other one when that is empty.
 */
export function nameOf(item: { nameEn?: string | null; nameKh?: string | null } | undefined, lang: string): string {
  if (!item) return '';
  return (lang === 'kh' ? item.nameKh || item.nameEn : item.nameEn || item.nameKh) ?? '';
}

export function pick(text: Bilingual | string | undefined, lang: Language): string {
  if (!text) return '';
  return typeof text === 'string' ? text : text[lang] || text.en;
}
