import type { Bilingual } from './types';

/**
 * The accounting policies a small entity usually discloses, in the order a statement shows them (a statement may add
 * keys of its own). The validation rules look for these keys (and aliases of them); the forms offer them.
 */
export const POLICY_KEYS = [
  'basisOfPreparation',
  'revenueRecognition',
  'propertyPlantAndEquipment',
  'inventories',
  'financialInstruments',
  'incomeTax',
  'foreignCurrency',
  'borrowings',
  'intangibleAssets',
  'employeeBenefits',
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** Each policy's heading, in both languages (glossary and taxonomy terms). */
export const POLICY_LABELS: Readonly<Record<PolicyKey, Bilingual>> = Object.freeze({
  basisOfPreparation: { en: 'Basis of preparation', kh: 'មូលដ្ឋាននៃការរៀបចំ' },
  revenueRecognition: { en: 'Revenue recognition', kh: 'ការទទួលស្គាល់ចំណូល' },
  propertyPlantAndEquipment: { en: 'Property, plant and equipment', kh: 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ' },
  inventories: { en: 'Inventories', kh: 'សារពើភ័ណ្ឌ' },
  financialInstruments: { en: 'Financial instruments', kh: 'ឧបករណ៍ហិរញ្ញវត្ថុ' },
  incomeTax: { en: 'Income tax', kh: 'ពន្ធលើប្រាក់ចំណូល' },
  foreignCurrency: { en: 'Foreign currency', kh: 'រូបិយប័ណ្ណបរទេស' },
  borrowings: { en: 'Borrowings', kh: 'ប្រាក់កម្ចី' },
  intangibleAssets: { en: 'Intangible assets and amortisation', kh: 'ទ្រព្យសកម្មអរូបី និងរំលស់' },
  employeeBenefits: { en: 'Employee benefits', kh: 'អត្ថប្រយោជន៍បុគ្គលិក' },
});
