import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are scrypt at N = 2^15 unless configured, each carrying its own N, checked at that N', async () => {
    expect(loadEnv({ DFR_DATA_DIR: '/tmp/x' }).DFR_PASSWORD_HASH_COST).toBe(15);
    const strong = await hashPassword('Correct-Horse-9');
    expect(strong.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    const cheap = await hashPassword('Correct-Horse-9', 10);
    expect(cheap.split('$')[1]).toBe('1024');
    expect(await verifyPassword('Correct-Horse-9', strong)).toBe(true);
    expect(await verifyPassword('Correct-Horse-9', cheap)).toBe(true);
    expect(await verifyPassword('correct-horse-9', cheap)).toBe(false);
  });

  it('refuses a work factor below 2^10 or above 2^20 in the configuration', () => {
    expect(() => loadEnv({ DFR_DATA_DIR: '/tmp/x', DFR_PASSWORD_HASH_COST: '8' })).toThrow();
    expect(() => loadEnv({ DFR_DATA_DIR: '/tmp/x', DFR_PASSWORD_HASH_COST: '21' })).toThrow();
  });
});
