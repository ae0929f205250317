import type { ValidationRule } from '../rule';
import { calculationRules } from './calculations';
import { disclosureRules } from './disclosures';
import { generalRules } from './general';
import { statementRules } from './statements';

/** Every validation rule, in the order of the statements. */
export const VALIDATION_RULES: readonly ValidationRule[] = [
  ...statementRules,
  ...calculationRules,
  ...disclosureRules,
  ...generalRules,
];

export { NOTE_FIELDS, type NoteField, RULE_FIX_FIELDS, RULE_NOTE_FIELDS } from './fix';
