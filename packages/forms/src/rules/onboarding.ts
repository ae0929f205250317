import { z } from 'zod';
import { email, flag, oneOf, optionalText } from './fields';
import { ENTITY_SIZES, LEGAL_FORMS, type LegalForm, registrationNumberSchema } from './entity';
import { type Framework, STATEMENT_SETTINGS_DEFAULTS } from '@dfr/statement-engine';
import { CURRENCIES, FRAMEWORKS, PL_TYPES, SFP_TYPES } from './statement';

/** Onboarding step 1: request an access credential from the e-filing platform. */
export const credentialRequestSchema = z.object({
  registrationNumber: registrationNumberSchema,
  contactEmail: email(),
  message: optionalText({ max: 1000, multiline: true }),
});

/**
 * Onboarding step 2: the scoping questions. The entity's (framework, size, audit, legal form) and the shape of its
 * statements (financial position, profit or loss, the two currencies), which prefill its first statement.
 */
export const scopingQuestionsSchema = z.object({
  framework: oneOf(FRAMEWORKS),
  size: oneOf(ENTITY_SIZES),
  auditRequired: flag(),
  legalForm: oneOf(LEGAL_FORMS),
  sfpType: oneOf(SFP_TYPES),
  plType: oneOf(PL_TYPES),
  presentationCurrency: oneOf(CURRENCIES),
  functionalCurrency: oneOf(CURRENCIES),
});
export type ScopingAnswers = z.infer<typeof scopingQuestionsSchema>;

/** The statement-shape answers a new entity starts from: the engine's statement defaults, written once there. */
export const SCOPING_DEFAULTS: Readonly<
  Pick<ScopingAnswers, 'framework' | 'sfpType' | 'plType' | 'presentationCurrency' | 'functionalCurrency'>
> = Object.freeze({
  framework: STATEMENT_SETTINGS_DEFAULTS.framework,
  sfpType: STATEMENT_SETTINGS_DEFAULTS.sfpType,
  plType: STATEMENT_SETTINGS_DEFAULTS.plType,
  presentationCurrency: STATEMENT_SETTINGS_DEFAULTS.presentationCurrency,
  functionalCurrency: STATEMENT_SETTINGS_DEFAULTS.functionalCurrency,
});

/**
 * The framework a legal form reports under, the scoping step's first answer: NGOs and associations the non-profit
 * framework (`npo`), every other form the statement default (CRFRF). The engine's validation checks the same pairing
 * ("the legal form suits the framework").
 */
export function frameworkFor(legalForm: LegalForm | string | null | undefined): Framework {
  return legalForm === 'ngoAssociation' ? 'npo' : SCOPING_DEFAULTS.framework;
}
