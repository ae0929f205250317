import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToErrors, issuesToFieldErrors, parseWith, ROOT_PATH } from './errors';

const schema = z.object({
  name: z.string().min(2),
  age: z.number().max(120),
  tags: z.array(z.string()).min(1),
  kind: z.enum(['a', 'b']),
  email: z.email(),
  rows: z.array(z.object({ amount: z.number().refine((v) => Number.isInteger(v), 'whole_amount') })),
});

describe('issuesToFieldErrors and parseWith', () => {
  it('maps zod issues to message keys by field path, keeping the first per field', () => {
    const result = parseWith(schema, { name: 'a', age: 200, tags: [], kind: 'c', email: 'x', rows: [{ amount: 1.5 }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      name: 'too_short',
      age: 'number_too_large',
      tags: 'too_few_items',
      kind: 'invalid_option',
      email: 'invalid_email',
      'rows.0.amount': 'whole_amount',
    });
    expect(result.errors.name).toEqual({ key: 'too_short', params: { min: 2 } });
  });

  it('treats a missing value as required', () => {
    const result = parseWith(z.object({ name: z.string() }), {});
    expect(result.ok ? null : result.fieldErrors).toEqual({ name: 'required' });
  });

  it('puts errors of the whole input under the root path', () => {
    const result = parseWith(z.string(), 5);
    expect(result.ok ? null : result.fieldErrors).toEqual({ [ROOT_PATH]: 'invalid_value' });
  });

  it('translates when a language is given', () => {
    const error = schema.safeParse({ name: 'a' }).error!;
    expect(issuesToFieldErrors(error, 'en').name).toBe('Use at least 2 characters.');
    expect(issuesToFieldErrors(error, 'kh').name).toBe('សូមប្រើយ៉ាងហោចណាស់ ២ តួអក្សរ។');
    expect(issuesToErrors(error).age).toEqual({ key: 'required' });
  });

  it('returns the parsed data on success', () => {
    expect(parseWith(z.string().trim(), '  x ')).toEqual({ ok: true, data: 'x' });
  });
});
