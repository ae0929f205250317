/** Numbers and dates as a printed document shows them: Khmer digits and Khmer month names in Khmer. */
import type { Lang } from '../model/types';

const KHMER_ZERO = 0x17e0;
const KH_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
const EN_MONTHS = [
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
];

/** ASCII digits as Khmer digits in Khmer (separators and signs unchanged); the text as it is in English. */
export function documentDigits(text: string, lang: Lang): string {
  return lang === 'kh' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(KHMER_ZERO + Number(d))) : text;
}

/** An ISO date as words: `31 December 2025`, `ថ្ងៃទី៣១ ខែធ្នូ ឆ្នាំ២០២៥`; anything else as it is. */
export function documentDate(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return iso;
  if (lang === 'kh') return documentDigits(`ថ្ងៃទី${day} ខែ${KH_MONTHS[month - 1]} ឆ្នាំ${year}`, 'kh');
  return `${day} ${EN_MONTHS[month - 1]} ${year}`;
}
