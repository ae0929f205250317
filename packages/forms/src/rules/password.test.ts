import { describe, expect, it } from 'vitest';
import { parseWith } from './errors';
import { DEFAULT_PASSWORD_POLICY, passwordPolicyFromIdentity, passwordRuleResults, passwordSchema } from './password';

const firstError = (password: unknown, policy = {}) => {
  const r = parseWith(passwordSchema(policy), password);
  return r.ok ? null : r.errors._;
};

describe('password policy', () => {
  it('the product default needs 6 characters, an uppercase letter, a number and a special character', () => {
    expect(DEFAULT_PASSWORD_POLICY).toMatchObject({
      minLength: 6,
      requireUppercase: true,
      requireNumbers: true,
      requireSymbols: true,
    });
    expect(firstError('Demo@2026')).toBeNull();
    expect(firstError('De@1')).toEqual({ key: 'password_min_length', params: { min: 6 } });
    expect(firstError('demo@2026')).toEqual({ key: 'password_uppercase' });
    expect(firstError('Demo@demo')).toEqual({ key: 'password_number' });
    expect(firstError('Demo2026')).toEqual({ key: 'password_symbol' });
    expect(firstError('')).toEqual({ key: 'required' });
    expect(firstError(undefined)).toEqual({ key: 'required' });
  });

  it('never trims the password, and refuses spaces at its edges', () => {
    expect(passwordSchema().parse('Demo@2026')).toBe('Demo@2026');
    expect(firstError(' Demo@2026')).toEqual({ key: 'password_edge_space' });
    expect(firstError('De mo@2026')).toBeNull();
  });

  it('is configurable: length and each character class', () => {
    const strict = { minLength: 10, requireLowercase: true };
    expect(firstError('DEMO@20261', strict)).toEqual({ key: 'password_lowercase' });
    expect(firstError('Demo@2026', strict)).toEqual({ key: 'password_min_length', params: { min: 10 } });
    const loose = { minLength: 6, requireUppercase: false, requireNumbers: false, requireSymbols: false };
    expect(firstError('abcdef', loose)).toBeNull();
  });

  it('refuses very long passwords', () => {
    expect(firstError(`Aa1!${'x'.repeat(300)}`)).toEqual({ key: 'password_too_long', params: { max: 256 } });
  });

  it('lists each rule with whether it is met, for a checklist', () => {
    expect(passwordRuleResults('abc').map((r) => [r.rule, r.ok])).toEqual([
      ['minLength', false],
      ['uppercase', false],
      ['number', false],
      ['symbol', false],
    ]);
    expect(passwordRuleResults('Abc@12').every((r) => r.ok)).toBe(true);
  });

  it('reads the identity service policy names', () => {
    expect(passwordPolicyFromIdentity({ MinimumLength: 8, RequireSymbols: true })).toEqual({
      minLength: 8,
      requireLowercase: false,
      requireUppercase: false,
      requireNumbers: false,
      requireSymbols: true,
    });
    expect(passwordPolicyFromIdentity({}).minLength).toBe(6);
  });
});
