import { z } from 'zod';
import type { BilingualText } from './messages';
import { normalizeDigits } from './normalize';

/** The 17 Sustainable Development Goals, numbered 1–17. */
export const SDG_NAMES: Readonly<Record<number, BilingualText>> = Object.freeze({
  1: { en: 'No poverty', kh: 'លុបបំបាត់ភាពក្រីក្រ' },
  2: { en: 'Zero hunger', kh: 'លុបបំបាត់ភាពអត់ឃ្លាន' },
  3: { en: 'Good health and well-being', kh: 'សុខភាពល្អ និងសុខុមាលភាព' },
  4: { en: 'Quality education', kh: 'ការអប់រំប្រកបដោយគុណភាព' },
  5: { en: 'Gender equality', kh: 'សមភាពយេនឌ័រ' },
  6: { en: 'Clean water and sanitation', kh: 'ទឹកស្អាត និងអនាម័យ' },
  7: { en: 'Affordable and clean energy', kh: 'ថាមពលស្អាត និងមានតម្លៃសមរម្យ' },
  8: { en: 'Decent work and economic growth', kh: 'ការងារសមរម្យ និងកំណើនសេដ្ឋកិច្ច' },
  9: { en: 'Industry, innovation and infrastructure', kh: 'ឧស្សាហកម្ម នវានុវត្តន៍ និងហេដ្ឋារចនាសម្ព័ន្ធ' },
  10: { en: 'Reduced inequalities', kh: 'កាត់បន្ថយវិសមភាព' },
  11: { en: 'Sustainable cities and communities', kh: 'ទីក្រុង និងសហគមន៍ប្រកបដោយចីរភាព' },
  12: {
    en: 'Responsible consumption and production',
    kh: 'ការប្រើប្រាស់ និងផលិតកម្មប្រកបដោយការទទួលខុសត្រូវ',
  },
  13: { en: 'Climate action', kh: 'សកម្មភាពអាកាសធាតុ' },
  14: { en: 'Life below water', kh: 'ជីវិតក្រោមទឹក' },
  15: { en: 'Life on land', kh: 'ជីវិតលើដី' },
  16: { en: 'Peace, justice and strong institutions', kh: 'សន្តិភាព យុត្តិធម៌ និងស្ថាប័នរឹងមាំ' },
  17: { en: 'Partnerships for the goals', kh: 'ភាពជាដៃគូដើម្បីសម្រេចគោលដៅ' },
});

export const SDG_NUMBERS = Object.freeze(Array.from({ length: 17 }, (_, i) => i + 1));

/** One goal, 1–17 (numbers or digit text, Khmer digits too). */
export const sdgSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(normalizeDigits(v).trim()) : v),
  z.number({ error: 'sdg_range' }).int('sdg_range').min(1, 'sdg_range').max(17, 'sdg_range'),
);

/** A selection of goals: each 1–17, none twice; returned sorted. */
export const sdgSelectionSchema = z
  .array(sdgSchema, { error: 'invalid_value' })
  .max(17, 'sdg_range')
  .refine((v) => new Set(v).size === v.length, 'duplicate_value')
  .transform((v) => [...v].sort((a, b) => a - b));

/** Note SDGs match the entity's SDGs when both select the same goals (order does not matter). */
export function noteSdgsMatch(noteSdgs: readonly number[], entitySdgs: readonly number[] | undefined): boolean {
  const a = new Set(noteSdgs);
  const b = new Set(entitySdgs ?? []);
  if (a.size !== b.size) return false;
  for (const goal of a) if (!b.has(goal)) return false;
  return true;
}
