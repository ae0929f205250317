import { z } from 'zod';
import type { BilingualText } from './messages';

/** A text written in both languages (a policy, the directors' statement): each at most 20,000 characters. */
export const bilingualTextSchema = z.object({
  en: z.string().max(20000, 'too_long'),
  kh: z.string().max(20000, 'too_long'),
});
export type BilingualTextInput = z.infer<typeof bilingualTextSchema>;

/** The statement's texts: accounting policies by key, and the directors' statement. */
export const statementTextsSchema = z.object({
  policies: z.record(z.string().max(100), bilingualTextSchema),
  directorsStatement: bilingualTextSchema.optional(),
});
export type StatementTextsInput = z.infer<typeof statementTextsSchema>;

/** The policies a small entity usually discloses, in their order; a statement may add its own keys. */
export const POLICY_KEYS = [
  'basisOfPreparation',
  'revenueRecognition',
  'propertyPlantAndEquipment',
  'inventories',
  'financialInstruments',
  'incomeTax',
  'foreignCurrency',
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

export const POLICY_LABELS: Readonly<Record<PolicyKey, BilingualText>> = Object.freeze({
  basisOfPreparation: { en: 'Basis of preparation', kh: 'មូលដ្ឋាននៃការរៀបចំ' },
  revenueRecognition: { en: 'Revenue recognition', kh: 'ការទទួលស្គាល់ចំណូល' },
  propertyPlantAndEquipment: { en: 'Property, plant and equipment', kh: 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ' },
  inventories: { en: 'Inventories', kh: 'សារពើភ័ណ្ឌ' },
  financialInstruments: { en: 'Financial instruments', kh: 'ឧបករណ៍ហិរញ្ញវត្ថុ' },
  incomeTax: { en: 'Income tax', kh: 'ពន្ធលើប្រាក់ចំណូល' },
  foreignCurrency: { en: 'Foreign currency', kh: 'រូបិយប័ណ្ណបរទេស' },
});
