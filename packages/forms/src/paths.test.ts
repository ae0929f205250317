import { describe, expect, it } from 'vitest';
import { fieldLabels, labelOf, optionsOf } from './labels';
import { getPath, isUnder, setPath } from './paths';
import { LEGAL_FORM_LABELS } from './rules';

describe('paths', () => {
  it('reads nested values', () => {
    const values = { shareholders: [{ name: 'Sok' }], employees: { total: 3 } };
    expect(getPath(values, 'shareholders.0.name')).toBe('Sok');
    expect(getPath(values, 'employees.total')).toBe(3);
    expect(getPath(values, 'employees.total.x')).toBeUndefined();
    expect(getPath(values, 'missing.0')).toBeUndefined();
  });

  it('writes without touching the original, creating arrays and objects as needed', () => {
    const values = { shareholders: [{ name: 'Sok', shares: 1 }] };
    const next = setPath(values, 'shareholders.0.name', 'Dara');
    expect(next).toEqual({ shareholders: [{ name: 'Dara', shares: 1 }] });
    expect(values.shareholders[0]!.name).toBe('Sok');
    expect(Array.isArray(next.shareholders)).toBe(true);
    expect(setPath({}, 'rows.1.amount', 5)).toEqual({ rows: [undefined, { amount: 5 }] });
  });

  it('knows which paths lie under another', () => {
    expect(isUnder('shareholders.0.name', 'shareholders')).toBe(true);
    expect(isUnder('shareholders', 'shareholders')).toBe(true);
    expect(isUnder('shareholdersCount', 'shareholders')).toBe(false);
  });
});

describe('labels', () => {
  it('has every label in both languages, the Khmer in Khmer script', () => {
    for (const [key, label] of Object.entries(fieldLabels)) {
      expect(label.en.trim(), key).not.toBe('');
      expect(label.kh, key).toMatch(/[\u1780-\u17d3]/);
    }
    expect(labelOf('shareholderRow', 'kh', { n: 2 })).toBe('ម្ចាស់ភាគហ៊ុនទី 2');
    expect(optionsOf(LEGAL_FORM_LABELS, 'kh')[0]).toEqual({ id: 'soleProprietorship', label: 'សហគ្រាសឯកបុគ្គល' });
  });
});
