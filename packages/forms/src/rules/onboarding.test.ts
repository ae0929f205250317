import { LEGAL_FORMS } from '@dfr/statement-engine';
import { describe, expect, it } from 'vitest';
import { frameworkFor, SCOPING_DEFAULTS } from './onboarding';

describe('frameworkFor', () => {
  it('puts NGOs and associations under the non-profit framework and every other legal form under CRFRF', () => {
    expect(frameworkFor('ngoAssociation')).toBe('npo');
    for (const form of LEGAL_FORMS.filter((f) => f !== 'ngoAssociation')) expect(frameworkFor(form)).toBe('crfrf');
    expect(frameworkFor(undefined)).toBe(SCOPING_DEFAULTS.framework);
  });
});
