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

/** ASCII digits → Khmer digits (០–៩), for numbers inside Khmer text; everything else unchanged. */
export function toKhmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(KHMER_ZERO + Number(d)));
}

/** Khmer digits (០–៩) → ASCII digits, for reading what people type; everything else unchanged. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u17e0-\u17e9]/g, (d) => String(d.charCodeAt(0) - KHMER_ZERO));
}
