import type { StatementSettings } from '../../model/types';

/**
 * Where an error is fixed when it is not in the figures: the statement settings that the rule reads (the settings
 * screen opens on the first of them). Rules not listed are fixed where their section is (its tab, or the figure).
 */
export const RULE_FIX_FIELDS: Readonly<Record<string, readonly (keyof StatementSettings)[]>> = {
  GI002: ['periodStart'],
  GI011: ['presentationCurrency'],
  GI014: ['softwareUsed'],
  GI015: ['framework'],
  GI017: ['rounding'],
  CF009: ['firstYearOfReporting'],
  DS001: ['authorisationDate', 'signingDate'],
  DS002: ['directorNameEn', 'directorNameKh'],
  DS003: ['signingDate', 'authorisationDate'],
  DS004: ['signingDate'],
  DS006: ['trueAndFairView'],
  DS007: ['goingConcern'],
  DS008: ['abilityToPayDebts'],
  DS009: ['signingDate'],
  DS010: ['audited'],
  DS011: ['directorEmail'],
};

/** A field of the note data (`NoteData`), as a path: where a notes error is fixed in the notes form. */
export const NOTE_FIELDS = [
  'shareholders',
  'employees.total',
  'employees.female',
  'employees.accountants',
  'customers.active',
  'customers.taxable',
  'sdgs',
  'fundingSources',
  'funds',
  'postPeriodAnswers',
] as const;
export type NoteField = (typeof NOTE_FIELDS)[number];

/** Where each notes rule is fixed in the note data (the notes tab opens with that field focused). */
export const RULE_NOTE_FIELDS: Readonly<Record<string, NoteField>> = {
  NT001: 'sdgs',
  NT002: 'employees.female',
  NT003: 'employees.accountants',
  NT004: 'customers.taxable',
  NT005: 'employees.total',
  NT006: 'shareholders',
  NT007: 'shareholders',
  NT008: 'shareholders',
  NT009: 'shareholders',
  NT010: 'postPeriodAnswers',
  NT011: 'sdgs',
  NT012: 'fundingSources',
  NT013: 'funds',
  NT015: 'employees.total',
};
