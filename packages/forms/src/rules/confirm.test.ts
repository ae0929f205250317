import { describe, expect, it } from 'vitest';
import { confirmWordSchema } from './confirm';

describe('confirmWordSchema', () => {
  it('accepts the word confirm, ignoring case and surrounding space', () => {
    expect(confirmWordSchema.safeParse('  Confirm ').success).toBe(true);
  });
  it('refuses anything else', () => {
    expect(confirmWordSchema.safeParse('confirmed').success).toBe(false);
    expect(confirmWordSchema.safeParse('').success).toBe(false);
  });
});
