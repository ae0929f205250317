import { describe, expect, it } from 'vitest';
import {
  entityInfoPatchSchema,
  entityInfoSchema,
  INDUSTRIES,
  isDuplicateEntity,
  LEGAL_FORM_LABELS,
  LEGAL_FORMS,
  PROVINCES,
  SECTORS,
  vatTinSchema,
} from './entity';
import { parseWith } from './errors';

const valid = {
  nameEn: 'Angkor Trading Co., Ltd.',
  nameKh: 'ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក',
  registrationNumber: '00012345',
  vatTin: 'K001-901234567',
  legalForm: 'privateLimitedCompany',
  countryOfIncorporation: 'Cambodia',
  province: 'phnom-penh',
};

describe('reporting entity', () => {
  it('accepts the required fields and leaves blank optional fields out', () => {
    const data = entityInfoSchema.parse({ ...valid, registeredOfficeEn: '  ', parentNameKh: '', industry: '' });
    expect(data).toEqual(valid);
  });

  it('accepts every field of the specification', () => {
    const data = entityInfoSchema.parse({
      ...valid,
      registeredOfficeEn: 'No. 1, Street 2\nPhnom Penh',
      registeredOfficeKh: 'ផ្ទះលេខ ១ ផ្លូវ ២ ភ្នំពេញ',
      principalPlaceOfBusiness: 'Phnom Penh',
      natureOfOperations: 'Wholesale of building materials',
      parentNameEn: 'Angkor Holdings',
      parentNameKh: 'អង្គរ ហូលឌីង',
      ultimateParentNameEn: 'Mekong Group',
      ultimateParentNameKh: 'ក្រុមមេគង្គ',
      industry: 'trade',
      sector: 'services',
      registeredCapital: '៤,០០០,០០០',
      instituteId: 'INST-1',
      size: 'small',
      auditRequired: 'yes',
      sdgs: [8, '៥'],
    });
    expect(data.registeredCapital).toBe(4_000_000);
    expect(data.auditRequired).toBe(true);
    expect(data.sdgs).toEqual([5, 8]);
  });

  it('reports each bad field with its key', () => {
    const r = parseWith(entityInfoSchema, {
      nameEn: '   ',
      nameKh: 'Angkor',
      registrationNumber: '#12',
      vatTin: '123',
      legalForm: 'partnership',
      countryOfIncorporation: 'x'.repeat(101),
      province: 'bangkok',
      registeredCapital: '10.5',
      sdgs: [18],
    });
    expect(r.ok ? null : r.fieldErrors).toEqual({
      nameEn: 'required',
      nameKh: 'khmer_text_required',
      registrationNumber: 'invalid_registration_number',
      vatTin: 'invalid_vat_tin',
      legalForm: 'invalid_option',
      countryOfIncorporation: 'too_long',
      province: 'invalid_option',
      registeredCapital: 'whole_amount',
      'sdgs.0': 'sdg_range',
    });
  });

  it('normalises registration numbers and VAT TINs typed with Khmer digits or without the hyphen', () => {
    expect(entityInfoSchema.parse({ ...valid, registrationNumber: ' ០០០១២៣៤៥ ' }).registrationNumber).toBe('00012345');
    expect(vatTinSchema.parse('k001 901234567')).toBe('K001-901234567');
    expect(vatTinSchema.parse('')).toBeUndefined();
  });

  it('refuses very long names', () => {
    const r = parseWith(entityInfoSchema, { ...valid, nameEn: 'A'.repeat(201) });
    expect(r.ok ? null : r.errors.nameEn).toEqual({ key: 'too_long', params: { max: 200 } });
  });

  it('patches any subset of fields with the same rules', () => {
    expect(entityInfoPatchSchema.parse({ province: 'kep' })).toEqual({ province: 'kep' });
    expect(entityInfoPatchSchema.safeParse({ nameKh: 'English' }).success).toBe(false);
  });

  it('has 25 provinces with unique codes and names in both languages', () => {
    expect(PROVINCES).toHaveLength(25);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(25);
    expect(PROVINCES.map((p) => p.number)).toEqual(
      Array.from({ length: 25 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    for (const p of PROVINCES) expect(p.name.kh).toMatch(/[\u1780-\u17d3]/);
  });

  it('labels legal forms with the glossary terms and gives every industry a sector', () => {
    expect(Object.keys(LEGAL_FORM_LABELS)).toEqual([...LEGAL_FORMS]);
    expect(LEGAL_FORM_LABELS.soleProprietorship.kh).toBe('សហគ្រាសឯកបុគ្គល');
    expect(LEGAL_FORM_LABELS.ngoAssociation.kh).toBe('អង្គការមិនមែនរដ្ឋាភិបាល និងសមាគម');
    for (const i of INDUSTRIES) expect(SECTORS).toContain(i.sector);
  });

  it('finds duplicates by registration number or English name', () => {
    const existing = [{ registrationNumber: '00012345', nameEn: 'Angkor Trading Co., Ltd.' }];
    expect(isDuplicateEntity(existing, { registrationNumber: '០០០១២៣៤៥' })).toBe(true);
    expect(isDuplicateEntity(existing, { registrationNumber: '999', nameEn: ' angkor  trading co., ltd. ' })).toBe(
      true,
    );
    expect(isDuplicateEntity(existing, { registrationNumber: '999', nameEn: 'Mekong Trading' })).toBe(false);
  });
});
