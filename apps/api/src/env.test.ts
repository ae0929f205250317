import { describe, expect, it } from 'vitest';
import { loadEnv, SANDBOX_BANK_TOKEN, startupWarnings } from './env';

describe('the configuration (issue 34)', () => {
  it('DFR_DEMO defaults to false in production and to true elsewhere; an explicit value wins', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).DFR_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).DFR_DEMO).toBe(true);
    expect(loadEnv({}).DFR_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', DFR_DEMO: 'true' }).DFR_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test', DFR_DEMO: 'false' }).DFR_DEMO).toBe(false);
  });

  it('warns at start when the sandbox bank or its default token is on outside demo mode', () => {
    // Production without a word about payments: the sandbox bank with its public token, two warnings.
    const production = startupWarnings(loadEnv({ NODE_ENV: 'production' }));
    expect(production).toHaveLength(2);
    expect(production[0]).toMatch(/sandbox bank is on outside demo mode/);
    expect(production[1]).toMatch(/DFR_BANK_TOKEN is the default sandbox token/);
    // A real bank with the default token still warns about the token.
    const bankDefault = loadEnv({
      NODE_ENV: 'production',
      DFR_PAYMENT_MODE: 'bank',
      DFR_BANK_URL: 'https://bank.test',
    });
    expect(bankDefault.DFR_BANK_TOKEN).toBe(SANDBOX_BANK_TOKEN);
    expect(startupWarnings(bankDefault)).toEqual([expect.stringMatching(/DFR_BANK_TOKEN/)]);
    // A real bank with its own token, or the demo: nothing to say.
    expect(
      startupWarnings(
        loadEnv({
          NODE_ENV: 'production',
          DFR_PAYMENT_MODE: 'bank',
          DFR_BANK_URL: 'https://bank.test',
          DFR_BANK_TOKEN: 'a-token-of-its-own',
        }),
      ),
    ).toEqual([]);
    expect(startupWarnings(loadEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
