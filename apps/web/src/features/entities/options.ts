import { INDUSTRIES, PROVINCES as FORM_PROVINCES, SECTOR_LABELS, SECTORS as FORM_SECTORS } from '@dfr/forms/rules';

/** Choices of the entity form: provinces, industries and sectors are @dfr/forms' (the API validates against them). */
export const PROVINCES = FORM_PROVINCES.map((p) => p.code);
export const INDUSTRY_CODES = INDUSTRIES.map((i) => i.code);
export const SECTORS = FORM_SECTORS;

type L = 'en' | 'kh';
const pick = (name: { en: string; kh: string } | undefined, lang: string, fallback: string) =>
  name ? name[(lang === 'kh' ? 'kh' : 'en') as L] : fallback;
export const provinceName = (code: string, lang: string) =>
  pick(FORM_PROVINCES.find((p) => p.code === code)?.name, lang, code);
export const industryName = (code: string, lang: string) =>
  pick(INDUSTRIES.find((i) => i.code === code)?.name, lang, code);
export const sectorName = (code: string, lang: string) =>
  pick((SECTOR_LABELS as Record<string, { en: string; kh: string }>)[code], lang, code);

/** Countries offered for incorporation (ISO 3166-1 alpha-2); names come from Intl.DisplayNames. */
export const COUNTRIES = ['KH', 'TH', 'VN', 'LA', 'SG', 'MY', 'CN', 'JP', 'KR', 'HK', 'TW', 'AU', 'US', 'GB', 'FR'];

export const SDGS = Array.from({ length: 17 }, (_, i) => i + 1);
