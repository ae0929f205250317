import { describe, expect, it } from 'vitest';
import { parseWith } from './errors';
import {
  periodExists,
  reportingYearMax,
  statementCreationSchema,
  statementCreationSchemaFor,
  statementSettingsPatchSchema,
  statementSettingsSchema,
} from './statement';

const base = {
  framework: 'crfrf',
  reportingYear: 2025,
  periodEnd: '2025-12-31',
  presentationCurrency: 'USD',
  functionalCurrency: 'USD',
  rounding: 'units',
  sfpType: 'current-noncurrent',
  plType: 'function',
  cashFlowType: 'indirect',
};
const errors = (input: unknown) => {
  const r = parseWith(statementSettingsSchema, input);
  return r.ok ? {} : r.fieldErrors;
};

describe('statement settings', () => {
  it('accepts the required fields', () => {
    expect(statementSettingsSchema.parse(base)).toEqual(base);
  });

  it('accepts every field of the specification, as a form sends them', () => {
    const data = statementSettingsSchema.parse({
      ...base,
      reportingYear: '២០២៥',
      periodEnd: '12/31/2025',
      periodStart: '2025-01-01',
      functionalCurrency: 'KHR',
      closingRate: '0.000245',
      averageRate: '0.000246',
      standard: 'CRFRF 2024',
      taxonomyType: 'dfr-crfrf',
      nature: 'Trading',
      preparationMethod: 'approvedSoftware',
      softwareUsed: 'LedgerPro 5',
      directorNameEn: 'Sok Dara',
      directorNameKh: 'សុខ ដារា',
      directorEmail: ' Director@Example.com ',
      signingDate: '2026-03-15',
      authorisationDate: '2026-03-15',
      goingConcern: 'yes',
      comparativeChange: false,
      trueAndFairView: true,
      abilityToPayDebts: 'true',
      audited: 'no',
      reportingLanguage: 'kh',
    });
    expect(data).toMatchObject({
      reportingYear: 2025,
      periodEnd: '2025-12-31',
      directorEmail: 'director@example.com',
      goingConcern: true,
      audited: false,
      closingRate: 0.000245,
    });
  });

  it('wants authorisation for issue on or after the signing date', () => {
    expect(errors({ ...base, signingDate: '2026-03-15', authorisationDate: '2026-03-14' })).toEqual({
      authorisationDate: 'authorisation_before_signing',
    });
    expect(errors({ ...base, signingDate: '2026-03-15', authorisationDate: '2026-03-16' })).toEqual({});
  });

  it('checks date order even while other fields are still empty', () => {
    expect(errors({ signingDate: '2026-03-15', authorisationDate: '2026-01-01' }).authorisationDate).toBe(
      'authorisation_before_signing',
    );
  });

  it('wants the period end in the reporting year, the start before it, signing after it', () => {
    const r = parseWith(statementSettingsSchema, {
      ...base,
      periodEnd: '2024-12-31',
      periodStart: '2025-01-01',
      signingDate: '2024-06-30',
    });
    expect(r.ok ? null : r.errors).toEqual({
      periodEnd: { key: 'period_end_outside_year', params: { year: 2025 } },
      periodStart: { key: 'period_start_after_end' },
      signingDate: { key: 'signing_before_period_end' },
    });
  });

  it('wants a sensible reporting year and a valid director email', () => {
    const max = reportingYearMax();
    expect(parseWith(statementSettingsSchema, { ...base, reportingYear: 1989, periodEnd: '1989-12-31' })).toMatchObject(
      {
        errors: { reportingYear: { key: 'reporting_year_range', params: { min: 1990, max } } },
      },
    );
    expect(errors({ ...base, reportingYear: 2025.5 }).reportingYear).toBe('reporting_year_range');
    expect(errors({ ...base, reportingYear: '20x5' }).reportingYear).toBe('reporting_year_range');
    expect(errors({ ...base, directorEmail: 'director@' }).directorEmail).toBe('invalid_email');
  });

  it('wants the software named when approved software is used, and known option values', () => {
    expect(errors({ ...base, preparationMethod: 'approvedSoftware' })).toEqual({ softwareUsed: 'software_required' });
    expect(errors({ ...base, rounding: 'hundreds', presentationCurrency: 'EUR', reportingLanguage: 'fr' })).toEqual({
      rounding: 'invalid_option',
      presentationCurrency: 'invalid_option',
      reportingLanguage: 'invalid_option',
    });
  });

  it('checks a partial update against the current settings', () => {
    const patch = statementSettingsPatchSchema({ ...base, signingDate: '2026-03-15' });
    expect(parseWith(patch, { authorisationDate: '2026-03-01' })).toMatchObject({
      ok: false,
      fieldErrors: { authorisationDate: 'authorisation_before_signing' },
    });
    expect(patch.parse({ rounding: 'thousands' })).toEqual({ rounding: 'thousands' });
  });
});

describe('creating a statement', () => {
  it('needs a reporting period', () => {
    const r = parseWith(statementCreationSchema, { reportingYear: '', framework: 'crfrf' });
    expect(r.ok ? null : r.fieldErrors).toEqual({ reportingYear: 'reporting_period_required' });
  });
  it('cannot recreate an existing reporting period', () => {
    expect(periodExists([2024, 2025], 2025)).toBe(true);
    expect(periodExists([2024], 2025)).toBe(false);
    const r = parseWith(statementCreationSchemaFor([2024]), { reportingYear: '2024', framework: 'crfrf' });
    expect(r.ok ? null : r.errors).toEqual({
      reportingYear: { key: 'reporting_period_exists', params: { year: 2024 } },
    });
    expect(statementCreationSchemaFor([2024]).parse({ reportingYear: 2025, framework: 'npo' })).toEqual({
      reportingYear: 2025,
      framework: 'npo',
    });
  });
});
