import { ENTITY_SIZES, type EntitySize, LEGAL_FORMS, type LegalForm } from '@dfr/statement-engine';
import { z } from 'zod';
import {
  blankToUndefined,
  khmerText,
  oneOf,
  optionalFlag,
  optionalKhmerText,
  optionalOneOf,
  optionalText,
  optionalWholeNumber,
  requiredText,
} from './fields';
import type { BilingualText } from './messages';
import { normalizeDigits } from './normalize';
import { sdgSelectionSchema } from './sdgs';

/** Countries offered for incorporation (ISO 3166-1 alpha-2 codes, stored as the code), Cambodia first. */
export const COUNTRIES = [
  'KH',
  'TH',
  'VN',
  'LA',
  'SG',
  'MY',
  'CN',
  'JP',
  'KR',
  'HK',
  'TW',
  'AU',
  'US',
  'GB',
  'FR',
] as const;
export const COUNTRY_LABELS: Readonly<Record<(typeof COUNTRIES)[number], BilingualText>> = Object.freeze({
  KH: { en: 'Cambodia', kh: 'កម្ពុជា' },
  TH: { en: 'Thailand', kh: 'ថៃ' },
  VN: { en: 'Vietnam', kh: 'វៀតណាម' },
  LA: { en: 'Laos', kh: 'ឡាវ' },
  SG: { en: 'Singapore', kh: 'សិង្ហបុរី' },
  MY: { en: 'Malaysia', kh: 'ម៉ាឡេស៊ី' },
  CN: { en: 'China', kh: 'ចិន' },
  JP: { en: 'Japan', kh: 'ជប៉ុន' },
  KR: { en: 'South Korea', kh: 'កូរ៉េខាងត្បូង' },
  HK: { en: 'Hong Kong', kh: 'ហុងកុង' },
  TW: { en: 'Taiwan', kh: 'តៃវ៉ាន់' },
  AU: { en: 'Australia', kh: 'អូស្ត្រាលី' },
  US: { en: 'United States', kh: 'សហរដ្ឋអាមេរិក' },
  GB: { en: 'United Kingdom', kh: 'ចក្រភពអង់គ្លេស' },
  FR: { en: 'France', kh: 'បារាំង' },
});

/** Legal forms and entity sizes: the engine's model's values, with their labels. */
export { ENTITY_SIZES, type EntitySize, LEGAL_FORMS, type LegalForm };
export const LEGAL_FORM_LABELS: Readonly<Record<LegalForm, BilingualText>> = Object.freeze({
  soleProprietorship: { en: 'Sole proprietorship', kh: 'សហគ្រាសឯកបុគ្គល' },
  limitedLiabilityCompany: { en: 'Limited liability company', kh: 'ក្រុមហ៊ុនទទួលខុសត្រូវមានកម្រិត' },
  privateLimitedCompany: { en: 'Private limited company', kh: 'ក្រុមហ៊ុនឯកជនទទួលខុសត្រូវមានកម្រិត' },
  publicLimitedCompany: { en: 'Public limited company', kh: 'ក្រុមហ៊ុនមហាជនទទួលខុសត្រូវមានកម្រិត' },
  ngoAssociation: { en: 'NGOs and associations', kh: 'អង្គការមិនមែនរដ្ឋាភិបាល និងសមាគម' },
});

export const ENTITY_SIZE_LABELS: Readonly<Record<EntitySize, BilingualText>> = Object.freeze({
  small: { en: 'Small', kh: 'តូច' },
  medium: { en: 'Medium', kh: 'មធ្យម' },
});

export interface Province {
  /** The value stored (`phnom-penh`). */
  code: string;
  /** The national statistics code, 01–25. */
  number: string;
  name: BilingualText;
}

/** Cambodia's 25 provinces (the capital counted among them), by national statistics code. */
export const PROVINCES: readonly Province[] = Object.freeze([
  { code: 'banteay-meanchey', number: '01', name: { en: 'Banteay Meanchey', kh: 'បន្ទាយមានជ័យ' } },
  { code: 'battambang', number: '02', name: { en: 'Battambang', kh: 'បាត់ដំបង' } },
  { code: 'kampong-cham', number: '03', name: { en: 'Kampong Cham', kh: 'កំពង់ចាម' } },
  { code: 'kampong-chhnang', number: '04', name: { en: 'Kampong Chhnang', kh: 'កំពង់ឆ្នាំង' } },
  { code: 'kampong-speu', number: '05', name: { en: 'Kampong Speu', kh: 'កំពង់ស្ពឺ' } },
  { code: 'kampong-thom', number: '06', name: { en: 'Kampong Thom', kh: 'កំពង់ធំ' } },
  { code: 'kampot', number: '07', name: { en: 'Kampot', kh: 'កំពត' } },
  { code: 'kandal', number: '08', name: { en: 'Kandal', kh: 'កណ្ដាល' } },
  { code: 'koh-kong', number: '09', name: { en: 'Koh Kong', kh: 'កោះកុង' } },
  { code: 'kratie', number: '10', name: { en: 'Kratie', kh: 'ក្រចេះ' } },
  { code: 'mondulkiri', number: '11', name: { en: 'Mondulkiri', kh: 'មណ្ឌលគិរី' } },
  { code: 'phnom-penh', number: '12', name: { en: 'Phnom Penh', kh: 'ភ្នំពេញ' } },
  { code: 'preah-vihear', number: '13', name: { en: 'Preah Vihear', kh: 'ព្រះវិហារ' } },
  { code: 'prey-veng', number: '14', name: { en: 'Prey Veng', kh: 'ព្រៃវែង' } },
  { code: 'pursat', number: '15', name: { en: 'Pursat', kh: 'ពោធិ៍សាត់' } },
  { code: 'ratanakiri', number: '16', name: { en: 'Ratanakiri', kh: 'រតនគិរី' } },
  { code: 'siem-reap', number: '17', name: { en: 'Siem Reap', kh: 'សៀមរាប' } },
  { code: 'preah-sihanouk', number: '18', name: { en: 'Preah Sihanouk', kh: 'ព្រះសីហនុ' } },
  { code: 'stung-treng', number: '19', name: { en: 'Stung Treng', kh: 'ស្ទឹងត្រែង' } },
  { code: 'svay-rieng', number: '20', name: { en: 'Svay Rieng', kh: 'ស្វាយរៀង' } },
  { code: 'takeo', number: '21', name: { en: 'Takeo', kh: 'តាកែវ' } },
  { code: 'oddar-meanchey', number: '22', name: { en: 'Oddar Meanchey', kh: 'ឧត្តរមានជ័យ' } },
  { code: 'kep', number: '23', name: { en: 'Kep', kh: 'កែប' } },
  { code: 'pailin', number: '24', name: { en: 'Pailin', kh: 'ប៉ៃលិន' } },
  { code: 'tbong-khmum', number: '25', name: { en: 'Tbong Khmum', kh: 'ត្បូងឃ្មុំ' } },
]);
export const PROVINCE_CODES = PROVINCES.map((p) => p.code) as [string, ...string[]];

/** Economic sectors, each grouping industries. */
export const SECTORS = ['agriculture', 'industry', 'services'] as const;
export type Sector = (typeof SECTORS)[number];
export const SECTOR_LABELS: Readonly<Record<Sector, BilingualText>> = Object.freeze({
  agriculture: { en: 'Agriculture', kh: 'កសិកម្ម' },
  industry: { en: 'Industry', kh: 'ឧស្សាហកម្ម' },
  services: { en: 'Services', kh: 'សេវាកម្ម' },
});

export interface Industry {
  code: string;
  sector: Sector;
  name: BilingualText;
}

export const INDUSTRIES: readonly Industry[] = Object.freeze([
  {
    code: 'agriculture',
    sector: 'agriculture',
    name: { en: 'Agriculture, forestry and fishing', kh: 'កសិកម្ម ព្រៃឈើ និងនេសាទ' },
  },
  { code: 'mining', sector: 'industry', name: { en: 'Mining and quarrying', kh: 'រុករករ៉ែ និងយករ៉ែ' } },
  { code: 'manufacturing', sector: 'industry', name: { en: 'Manufacturing', kh: 'ផលិតកម្ម' } },
  {
    code: 'garments',
    sector: 'industry',
    name: { en: 'Garments, textiles and footwear', kh: 'កាត់ដេរ វាយនភណ្ឌ និងស្បែកជើង' },
  },
  { code: 'energy', sector: 'industry', name: { en: 'Electricity, gas and water', kh: 'អគ្គិសនី ឧស្ម័ន និងទឹក' } },
  { code: 'construction', sector: 'industry', name: { en: 'Construction', kh: 'សំណង់' } },
  {
    code: 'trade',
    sector: 'services',
    name: { en: 'Wholesale and retail trade', kh: 'ពាណិជ្ជកម្មលក់ដុំ និងលក់រាយ' },
  },
  { code: 'transport', sector: 'services', name: { en: 'Transport and storage', kh: 'ដឹកជញ្ជូន និងឃ្លាំងស្តុកទុក' } },
  {
    code: 'tourism',
    sector: 'services',
    name: { en: 'Accommodation, food and tourism', kh: 'ស្នាក់នៅ ម្ហូបអាហារ និងទេសចរណ៍' },
  },
  { code: 'ict', sector: 'services', name: { en: 'Information and communication', kh: 'ព័ត៌មាន និងទំនាក់ទំនង' } },
  {
    code: 'finance',
    sector: 'services',
    name: { en: 'Financial services and insurance', kh: 'សេវាហិរញ្ញវត្ថុ និងធានារ៉ាប់រង' },
  },
  { code: 'realEstate', sector: 'services', name: { en: 'Real estate', kh: 'អចលនទ្រព្យ' } },
  { code: 'professional', sector: 'services', name: { en: 'Professional services', kh: 'សេវាវិជ្ជាជីវៈ' } },
  { code: 'education', sector: 'services', name: { en: 'Education', kh: 'ការអប់រំ' } },
  { code: 'health', sector: 'services', name: { en: 'Health and social work', kh: 'សុខាភិបាល និងសង្គមកិច្ច' } },
  {
    code: 'nonProfit',
    sector: 'services',
    name: { en: 'Non-profit and community services', kh: 'សេវាមិនរកប្រាក់ចំណេញ និងសហគមន៍' },
  },
  { code: 'other', sector: 'services', name: { en: 'Other', kh: 'ផ្សេងៗ' } },
]);
export const INDUSTRY_CODES = INDUSTRIES.map((i) => i.code) as [string, ...string[]];

/** Registration number as typed → canonical (Khmer digits to ASCII, trimmed, upper-case). */
export function normalizeRegistrationNumber(value: string): string {
  return normalizeDigits(value).trim().replace(/\s+/g, ' ').toUpperCase();
}

export const registrationNumberSchema = z
  .string({ error: 'required' })
  .transform(normalizeRegistrationNumber)
  .pipe(
    z
      .string()
      .min(1, 'required')
      .max(50, 'too_long')
      .regex(/^[A-Z0-9][A-Z0-9./\- ]*$/, 'invalid_registration_number'),
  );

/** VAT TIN: a letter, 3 digits, a hyphen, 9 digits (`K001-123456789`); the hyphen may be left out when typing. */
export const vatTinSchema = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(normalizeDigits(v).trim().toUpperCase().replace(/\s/g, '')) : v),
  z
    .string({ error: 'invalid_vat_tin' })
    .regex(/^[A-Z]\d{3}-?\d{9}$/, 'invalid_vat_tin')
    .transform((v) => (v.includes('-') ? v : `${v.slice(0, 4)}-${v.slice(4)}`))
    .optional(),
);

/** The reporting entity: every field of the specification (`EntityInfo`). */
export const entityInfoSchema = z.object({
  nameEn: requiredText({ max: 200 }),
  nameKh: khmerText({ max: 200 }),
  registrationNumber: registrationNumberSchema,
  vatTin: vatTinSchema,
  legalForm: oneOf(LEGAL_FORMS),
  countryOfIncorporation: requiredText({ max: 100 }),
  registeredOfficeEn: optionalText({ max: 500, multiline: true }),
  registeredOfficeKh: optionalKhmerText({ max: 500, multiline: true }),
  principalPlaceOfBusiness: optionalText({ max: 500, multiline: true }),
  natureOfOperations: optionalText({ max: 2000, multiline: true }),
  parentNameEn: optionalText({ max: 200 }),
  parentNameKh: optionalKhmerText({ max: 200 }),
  ultimateParentNameEn: optionalText({ max: 200 }),
  ultimateParentNameKh: optionalKhmerText({ max: 200 }),
  industry: optionalOneOf(INDUSTRY_CODES),
  sector: optionalOneOf(SECTORS),
  registeredCapital: optionalWholeNumber(),
  instituteId: optionalText({ max: 100 }),
  province: oneOf(PROVINCE_CODES),
  size: optionalOneOf(ENTITY_SIZES),
  auditRequired: optionalFlag(),
  sdgs: sdgSelectionSchema.optional(),
});
export type EntityInfoInput = z.infer<typeof entityInfoSchema>;

/** A partial update of an entity (PATCH): the same rules, every field optional. */
export const entityInfoPatchSchema = entityInfoSchema.partial();

function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Duplicate entities are not allowed: a candidate is a duplicate of an existing entity with the same registration
 * number (ignoring case, spaces and Khmer digits) or the same English name (ignoring case and spacing).
 */
export function isDuplicateEntity(
  existing: readonly { registrationNumber: string; nameEn?: string }[],
  candidate: { registrationNumber: string; nameEn?: string },
): boolean {
  const reg = normalizeRegistrationNumber(candidate.registrationNumber);
  const name = candidate.nameEn ? nameKey(candidate.nameEn) : undefined;
  return existing.some(
    (e) =>
      normalizeRegistrationNumber(e.registrationNumber) === reg ||
      (name !== undefined && e.nameEn !== undefined && nameKey(e.nameEn) === name),
  );
}
