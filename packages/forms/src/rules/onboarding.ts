import { z } from 'zod';
import { email, flag, oneOf, optionalText } from './fields';
import { ENTITY_SIZES, LEGAL_FORMS, registrationNumberSchema } from './entity';
import { FRAMEWORKS } from './statement';

/** Onboarding step 1: request an access credential from the e-filing platform. */
export const credentialRequestSchema = z.object({
  registrationNumber: registrationNumberSchema,
  contactEmail: email(),
  message: optionalText({ max: 1000, multiline: true }),
});

/** Onboarding step 2: the scoping questions. */
export const scopingQuestionsSchema = z.object({
  framework: oneOf(FRAMEWORKS),
  size: oneOf(ENTITY_SIZES),
  auditRequired: flag(),
  legalForm: oneOf(LEGAL_FORMS),
});
export type ScopingAnswers = z.infer<typeof scopingQuestionsSchema>;
