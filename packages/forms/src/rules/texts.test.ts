import { describe, expect, it } from 'vitest';
import { parseWith } from './errors';
import { statementTextsSchema, TEXT_LIMITS } from './texts';

const text = (chars: number) => ({ en: 'x'.repeat(chars), kh: 'ក'.repeat(chars) });

describe('statement texts are bounded so that printing them is (issue 34)', () => {
  it('a policy per language, the directors’ statement, the number of policies and the total', () => {
    expect(statementTextsSchema.safeParse({ policies: { a: text(TEXT_LIMITS.policyChars) } }).success).toBe(true);
    expect(statementTextsSchema.safeParse({ policies: { a: text(TEXT_LIMITS.policyChars + 1) } }).success).toBe(false);
    expect(
      statementTextsSchema.safeParse({
        policies: {},
        directorsStatement: text(TEXT_LIMITS.directorsStatementChars + 1),
      }).success,
    ).toBe(false);
    const many = Object.fromEntries(Array.from({ length: TEXT_LIMITS.policies + 1 }, (_, i) => [`p${i}`, text(1)]));
    expect(statementTextsSchema.safeParse({ policies: many }).success).toBe(false);
    const long = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`p${i}`, text(TEXT_LIMITS.policyChars)]));
    const total = parseWith(statementTextsSchema, { policies: long });
    expect(total.ok).toBe(false);
    if (!total.ok) expect(total.errors._).toEqual({ key: 'texts_too_long', params: { max: 100000, total: 108000 } });
  });
});
