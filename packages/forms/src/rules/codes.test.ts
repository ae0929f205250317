import { describe, expect, it } from 'vitest';
import { approvalCodeSchema, codesMatch, editRequestCodeSchema, oneTimeCodeSchema, signUpCodeSchema } from './codes';
import { parseWith } from './errors';

const err = (schema: Parameters<typeof parseWith>[0], v: unknown) => {
  const r = parseWith(schema, v);
  return r.ok ? null : r.fieldErrors._;
};

describe('confirmation codes', () => {
  it('sign-up and approval codes have 6 digits; Khmer digits and spaces are accepted', () => {
    expect(signUpCodeSchema.parse('123456')).toBe('123456');
    expect(approvalCodeSchema.parse(' ១២៣ ៤៥៦ ')).toBe('123456');
    expect(err(signUpCodeSchema, '12345')).toBe('code_six_digits');
    expect(err(approvalCodeSchema, '1234567')).toBe('code_six_digits');
    expect(err(approvalCodeSchema, '12a456')).toBe('code_six_digits');
    expect(err(approvalCodeSchema, '')).toBe('required');
    expect(err(approvalCodeSchema, undefined)).toBe('required');
  });

  it('one-time codes (sign-in, authenticator, e-mail change) have 6 digits, read as the e-mailed ones', () => {
    expect(oneTimeCodeSchema.parse('០៤២ ១៣៥')).toBe('042135');
    expect(err(oneTimeCodeSchema, '12345')).toBe('code_six_digits');
    expect(err(oneTimeCodeSchema, '12345a')).toBe('code_six_digits');
    expect(err(oneTimeCodeSchema, '')).toBe('required');
  });

  it('edit-request codes have 4 digits', () => {
    expect(editRequestCodeSchema.parse('០៤២១')).toBe('0421');
    expect(err(editRequestCodeSchema, '123456')).toBe('code_four_digits');
    expect(err(editRequestCodeSchema, '123')).toBe('code_four_digits');
    expect(err(editRequestCodeSchema, 1234)).toBe('code_four_digits');
  });

  it('compares a typed code with the expected one', () => {
    expect(codesMatch('១២៣ ៤៥៦', '123456')).toBe(true);
    expect(codesMatch('123457', '123456')).toBe(false);
    expect(codesMatch('12345', '123456')).toBe(false);
  });
});
