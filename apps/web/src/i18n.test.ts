import { describe, expect, it } from 'vitest';
import { resources } from './i18n';

const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('translations', () => {
  it('has the same namespaces in English and Khmer', () => {
    expect(Object.keys(resources.kh).sort()).toEqual(Object.keys(resources.en).sort());
  });
  it('has a Khmer string for every English key, and no Khmer key without an English one', () => {
    for (const ns of Object.keys(resources.en)) {
      expect(flatten(resources.kh[ns] ?? {}).sort(), ns).toEqual(flatten(resources.en[ns]).sort());
    }
  });
});
