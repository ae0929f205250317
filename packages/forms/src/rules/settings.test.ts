import { describe, expect, it } from 'vitest';
import { parseWith } from './errors';
import { exchangeRateSchema } from './exchangeRates';
import { DEFAULT_EXPORT_SETTINGS, exportSettingsSchema, hexColourSchema } from './exportSettings';
import { credentialRequestSchema, scopingQuestionsSchema } from './onboarding';

const errors = (schema: Parameters<typeof parseWith>[0], input: unknown) => {
  const r = parseWith(schema, input);
  return r.ok ? {} : r.fieldErrors;
};

describe('exchange rates', () => {
  const rate = {
    currency: ' usd ',
    releaseDate: '២០២៥-១២-៣១',
    rateType: 'official',
    closingRate: '4,020',
    averageRate: 4015.5,
    officialReportingRate: '4020',
    monthlyAverage: '',
    dailyRate: 4021,
  };
  it('accepts every field of the specification', () => {
    expect(exchangeRateSchema.parse(rate)).toEqual({
      currency: 'USD',
      releaseDate: '2025-12-31',
      rateType: 'official',
      closingRate: 4020,
      averageRate: 4015.5,
      officialReportingRate: 4020,
      dailyRate: 4021,
    });
  });
  it('refuses zero or negative rates, bad codes and dates', () => {
    expect(
      errors(exchangeRateSchema, {
        ...rate,
        currency: 'US$',
        closingRate: 0,
        averageRate: -1,
        releaseDate: '2025-02-30',
      }),
    ).toEqual({
      currency: 'invalid_currency',
      closingRate: 'positive_number',
      averageRate: 'positive_number',
      releaseDate: 'invalid_date',
    });
  });
});

describe('export settings', () => {
  it('accepts the defaults and normalises colours', () => {
    expect(exportSettingsSchema.parse(DEFAULT_EXPORT_SETTINGS)).toEqual({
      pageSize: 'A4',
      orientation: 'portrait',
      margin: 20,
      pageNumber: true,
      pageNumberPosition: 'right',
      mainColour: '#2E7D32',
      documentLanguage: 'en',
    });
    expect(hexColourSchema.parse('4caf50')).toBe('#4CAF50');
    expect(hexColourSchema.parse(' #abc ')).toBe('#AABBCC');
  });
  it('keeps the page number position and the document language, defaulting them when a client sends neither', () => {
    const { pageNumberPosition: _p, documentLanguage: _d, ...older } = DEFAULT_EXPORT_SETTINGS;
    expect(exportSettingsSchema.parse(older)).toMatchObject({ pageNumberPosition: 'right', documentLanguage: 'en' });
    expect(
      exportSettingsSchema.parse({ ...DEFAULT_EXPORT_SETTINGS, pageNumberPosition: 'left', documentLanguage: 'both' }),
    ).toMatchObject({ pageNumberPosition: 'left', documentLanguage: 'both' });
    expect(
      errors(exportSettingsSchema, { ...DEFAULT_EXPORT_SETTINGS, pageNumberPosition: 'top', documentLanguage: 'fr' }),
    ).toMatchObject({ pageNumberPosition: expect.anything(), documentLanguage: expect.anything() });
  });
  it('refuses bad values', () => {
    expect(
      errors(exportSettingsSchema, {
        pageSize: 'B5',
        orientation: 'diagonal',
        margin: 60,
        header: 'h'.repeat(201),
        pageNumber: 'sometimes',
        mainColour: 'green',
      }),
    ).toEqual({
      pageSize: 'invalid_option',
      orientation: 'invalid_option',
      margin: 'number_too_large',
      header: 'too_long',
      pageNumber: 'invalid_option',
      mainColour: 'invalid_colour',
    });
  });
});

describe('onboarding', () => {
  it('answers the scoping questions', () => {
    expect(
      scopingQuestionsSchema.parse({
        framework: 'crfrf',
        size: 'small',
        auditRequired: 'no',
        legalForm: 'soleProprietorship',
        sfpType: 'liquidity',
        plType: 'nature',
        presentationCurrency: 'USD',
        functionalCurrency: 'KHR',
      }),
    ).toEqual({
      framework: 'crfrf',
      size: 'small',
      auditRequired: false,
      legalForm: 'soleProprietorship',
      sfpType: 'liquidity',
      plType: 'nature',
      presentationCurrency: 'USD',
      functionalCurrency: 'KHR',
    });
    expect(
      errors(scopingQuestionsSchema, {
        framework: 'ifrs',
        size: 'large',
        plType: 'mixed',
        presentationCurrency: 'EUR',
      }),
    ).toEqual({
      framework: 'invalid_option',
      size: 'invalid_option',
      auditRequired: 'required',
      legalForm: 'required',
      sfpType: 'required',
      plType: 'invalid_option',
      presentationCurrency: 'invalid_option',
      functionalCurrency: 'required',
    });
  });
  it('requests an access credential', () => {
    expect(errors(credentialRequestSchema, { registrationNumber: '', contactEmail: 'x' })).toEqual({
      registrationNumber: 'required',
      contactEmail: 'invalid_email',
    });
  });
});
