/**
 * Khmer digits and month names, once for every package that may import the engine (its documents and imports,
 * @dfr/forms' rules and messages, the web's dates). @dfr/ui, which imports nothing of ours, keeps its own.
 */
const KHMER_ZERO = 0x17e0;

/** The months in Khmer, January first. */
export const KHMER_MONTHS = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
] as const;

const KHMER_DIGIT: readonly string[] = Array.from({ length: 10 }, (_, d) => String.fromCharCode(KHMER_ZERO + d));

/** ASCII digits → Khmer digits (០–៩), for numbers inside Khmer text; everything else unchanged. */
export function toKhmerDigits(text: string): string {
  // A short text (an amount, a date: validation's messages and every Khmer table cell) is written in one string from
  // its character codes; a long one piece by piece (a call takes a bounded number of arguments).
  if (text.length <= SHORT_TEXT) return shortKhmerDigits(text);
  // One scan, no regular expression or callback per digit.
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit >= 0 && digit <= 9) {
      out += text.slice(from, i) + KHMER_DIGIT[digit];
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}
const SHORT_TEXT = 64;
const codes: number[] = [];
function shortKhmerDigits(text: string): string {
  const n = text.length;
  let digits = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      codes[i] = c - 48 + KHMER_ZERO;
      digits = true;
    } else codes[i] = c;
  }
  if (!digits) return text;
  codes.length = n;
  return String.fromCharCode.apply(null, codes);
}

/** Khmer digits (០–៩) → ASCII digits, for reading what people type; everything else unchanged. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u17e0-\u17e9]/g, (d) => String(d.charCodeAt(0) - KHMER_ZERO));
}
