/** Validation of financial statements: rules as data, a check, and a verdict in English and Khmer. */
export { RuleContext } from './context';
export { SECTION_TITLES, validateStatements, verdictOf } from './engine';
export { reportedFacts } from './reported';
export type { ValidationRule } from './rule';
export { NOTE_FIELDS, type NoteField, RULE_FIX_FIELDS, RULE_NOTE_FIELDS, VALIDATION_RULES } from './rules';
export type {
  ElementRef,
  Finding,
  SectionErrors,
  Severity,
  StatementsLike,
  ValidationError,
  ValidationInput,
  ValidationResult,
} from './types';
