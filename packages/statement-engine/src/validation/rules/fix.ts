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
