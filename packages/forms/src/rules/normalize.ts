/** Input normalisation shared by every rule: Khmer digits, whitespace, thousands separators. */
import { toAsciiDigits } from '@dfr/statement-engine';

/** Khmer digits (០–៩) → ASCII digits; everything else unchanged (the engine's one conversion). */
export const normalizeDigits: (text: string) => string = toAsciiDigits;

/** Trim, and collapse runs of whitespace (including no-break spaces) to one space. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** True when the text contains at least one Khmer letter (U+1780–U+17FF, excluding digits and punctuation). */
export function hasKhmerLetters(text: string): boolean {
  return /[\u1780-\u17d3\u17dc\u17dd]/.test(text);
}

/**
 * A number as typed (`"1,234,567"`, `"១ ២៣៤"`, `"  42 "`) → its canonical text (`"1234567"`), or `undefined` for
 * an empty input. Non-numeric text is returned as is, so the schema can refuse it with a message.
 */
export function normalizeNumberText(text: string): string | undefined {
  const compact = normalizeDigits(text).replace(/[\s,_\u00a0\u202f]/g, '');
  return compact === '' ? undefined : compact;
}
