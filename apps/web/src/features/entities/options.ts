/** Choices of the entity form. Labels live in the `entities` namespace (`province.<code>`, `legal_form.<value>`). */
export const PROVINCES = [
  'banteay-meanchey',
  'battambang',
  'kampong-cham',
  'kampong-chhnang',
  'kampong-speu',
  'kampong-thom',
  'kampot',
  'kandal',
  'kep',
  'koh-kong',
  'kratie',
  'mondulkiri',
  'oddar-meanchey',
  'pailin',
  'phnom-penh',
  'preah-sihanouk',
  'preah-vihear',
  'prey-veng',
  'pursat',
  'ratanakiri',
  'siem-reap',
  'stung-treng',
  'svay-rieng',
  'takeo',
  'tbong-khmum',
] as const;

/** Countries offered for incorporation (ISO 3166-1 alpha-2); names come from Intl.DisplayNames. */
export const COUNTRIES = ['KH', 'TH', 'VN', 'LA', 'SG', 'MY', 'CN', 'JP', 'KR', 'HK', 'TW', 'AU', 'US', 'GB', 'FR'];

export const INDUSTRIES = [
  'agriculture',
  'manufacturing',
  'construction',
  'trade',
  'hospitality',
  'transport',
  'ict',
  'finance',
  'realEstate',
  'professional',
  'education',
  'health',
  'other',
] as const;

export const SECTORS = ['private', 'stateOwned', 'nonProfit'] as const;

export const SDGS = Array.from({ length: 17 }, (_, i) => i + 1);
