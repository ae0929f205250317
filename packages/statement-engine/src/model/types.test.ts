import { describe, expect, it } from 'vitest';
import { POLICY_KEYS, POLICY_LABELS } from './policies';
import { isLang, ROUNDING_LEVELS, ROUNDING_SCALE, STATEMENT_STAGES } from './types';

describe('model constants', () => {
  it('gives every rounding level a power of ten that grows by three', () => {
    expect(ROUNDING_LEVELS.map((level) => ROUNDING_SCALE[level])).toEqual([0, 3, 6, 9, 12]);
  });
  it('starts the lifecycle at draft and ends at accepted or rejected', () => {
    expect(STATEMENT_STAGES[0]).toBe('draft');
    expect(STATEMENT_STAGES.slice(-2)).toEqual(['accepted', 'rejected']);
  });
  it('knows the two language codes and nothing else', () => {
    expect(['en', 'kh'].every(isLang)).toBe(true);
    for (const other of ['km', 'EN', 'en-US', '', null, undefined, 1]) expect(isLang(other), String(other)).toBe(false);
  });
  it('names every accounting policy in both languages, the ones the validation rules ask for included', () => {
    for (const key of POLICY_KEYS) {
      expect(POLICY_LABELS[key].en, key).toBeTruthy();
      expect(POLICY_LABELS[key].kh, key).toMatch(/[\u1780-\u17ff]/);
    }
    expect(POLICY_KEYS).toEqual(expect.arrayContaining(['borrowings', 'intangibleAssets', 'employeeBenefits']));
  });
});
