// The committed demo CSV (read by the API seed and the end-to-end tests) is exactly what the engine generates.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { demoTrialBalanceCsv } from '../demo';

it('keeps demo/angkor-trading-trial-balance.csv in step with demoTrialBalance()', () => {
  const file = new URL('../../demo/angkor-trading-trial-balance.csv', import.meta.url);
  expect(fs.readFileSync(file, 'utf8')).toBe(demoTrialBalanceCsv());
});
