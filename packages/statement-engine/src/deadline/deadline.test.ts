import { expect, it } from 'vitest';
import { InvalidSettingError } from '../errors';
import { filingDeadline } from '.';

it('gives 3 months and 20 days unaudited, 6 months and 20 days audited', () => {
  expect(filingDeadline('2025-12-31', false)).toBe('2026-04-20');
  expect(filingDeadline('2025-12-31', true)).toBe('2026-07-20');
  // A period ending on the last day of a short month keeps to the month's end before adding the days.
  expect(filingDeadline('2025-11-30', false)).toBe('2026-03-20');
  expect(filingDeadline('2025-06-30', true)).toBe('2026-01-19');
});

it('rejects a date that does not exist', () => {
  expect(() => filingDeadline('2025-02-29', false)).toThrow(InvalidSettingError);
});

it('answers the same when asked again (remembered per period end), audited or not, and refuses a bad date each time', () => {
  for (const end of ['2025-12-31', '2025-11-30', '2024-02-29']) {
    const unaudited = filingDeadline(end, false);
    const audited = filingDeadline(end, true);
    expect(filingDeadline(end, false)).toBe(unaudited);
    expect(filingDeadline(end, true)).toBe(audited);
    expect(audited).not.toBe(unaudited);
  }
  expect(() => filingDeadline('2025-02-29', true)).toThrow(InvalidSettingError);
  expect(() => filingDeadline('2025-02-29', true)).toThrow(InvalidSettingError);
});
