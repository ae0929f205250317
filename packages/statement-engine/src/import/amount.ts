/** Reading amounts as people type them: thousands separators, `-1,234` or `(1,234)`, Khmer digits, currency signs. */
import { toAsciiDigits } from '../format/khmer';

const PLAIN = /^\d{1,15}$/;

export type AmountResult =
  | { ok: true; value: number }
  | { ok: false; reason: 'not_a_number' | 'decimal' | 'too_large' };

/**
 * Parses a whole amount. Empty is zero. Decimals are allowed only when they are all zeros (`1,234.00`), since the
 * amounts must be whole; anything else is reported as `decimal`.
 */
export function parseAmount(raw: string): AmountResult {
  // Most cells are plain digits: skip the clean-up.
  if (PLAIN.test(raw)) return { ok: true, value: Number(raw) };
  let text = toAsciiDigits(raw)
    .trim()
    .replace(/[\s\u00A0\u202F'’]/g, '')
    .replace(/^(KHR|USD)|(KHR|USD)$/i, '')
    .replace(/[៛$]/g, '');
  if (text === '' || text === '-') return { ok: true, value: 0 };
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(text)) return { ok: false, reason: 'not_a_number' };
  const [whole, fraction] = text.replaceAll(',', '').split('.');
  if (fraction !== undefined) {
    if (/[1-9]/.test(fraction)) return { ok: false, reason: 'decimal' };
    // `1.000` may be a thousand written the European way: too ambiguous to read as one.
    if (fraction.length > 2) return { ok: false, reason: 'not_a_number' };
  }
  const value = Number(whole);
  if (!Number.isSafeInteger(value)) return { ok: false, reason: 'too_large' };
  return { ok: true, value: negative && value !== 0 ? -value : value };
}
