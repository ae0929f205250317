import type { StatementSettings } from './types';

/**
 * The choices a new statement gets unless the user makes others: the most common filing in Cambodia (records in KHR,
 * whole riel, current/non-current, expenses by function, the small-entity framework). Written once: the API's new
 * statements, the onboarding's scoping answers and the settings forms all start from it.
 */
export const STATEMENT_SETTINGS_DEFAULTS = Object.freeze({
  framework: 'crfrf',
  presentationCurrency: 'KHR',
  functionalCurrency: 'KHR',
  rounding: 'units',
  sfpType: 'current-noncurrent',
  plType: 'function',
  cashFlowType: 'indirect',
} as const satisfies Partial<StatementSettings>);

/** A whole set of settings for a calendar year, with the declarations a typical filer makes. */
export function defaultStatementSettings(year: number): StatementSettings {
  return {
    ...STATEMENT_SETTINGS_DEFAULTS,
    reportingYear: year,
    periodEnd: `${year}-12-31`,
    preparationMethod: 'manual',
    goingConcern: true,
    trueAndFairView: true,
    abilityToPayDebts: true,
    comparativeChange: false,
    audited: false,
    reportingLanguage: 'en',
  };
}
