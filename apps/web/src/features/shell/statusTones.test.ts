import { INVOICE_STATUSES, STATEMENT_STAGES } from '@dfr/statement-engine';
import { statusTones } from '@dfr/ui';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/shell.json';
import kh from '../../locales/kh/shell.json';
import { STATUS_TONE, toneOf } from './statusTone';

// The app's one map of statuses to @dfr/ui's colours (the design system knows no status by name: docs/decisions.md).
describe('status colours and names', () => {
  const statuses = Object.keys(STATUS_TONE);
  it("cover every stage and invoice status of the engine's, each on one of @dfr/ui's tones", () => {
    for (const status of [...STATEMENT_STAGES, ...INVOICE_STATUSES]) expect(statuses, status).toContain(status);
    for (const tone of Object.values(STATUS_TONE)) expect(statusTones).toContain(tone);
  });
  it('name every status in English and Khmer', () => {
    for (const status of statuses) {
      expect(en.status[status as keyof typeof en.status], status).toBeTruthy();
      expect(kh.status[status as keyof typeof kh.status], status).toBeTruthy();
      expect(kh.status[status as keyof typeof kh.status], status).not.toBe(en.status[status as keyof typeof en.status]);
    }
  });
  it('show a status the app does not know in grey, never as another status', () => {
    expect(toneOf('rejected')).toBe('red');
    expect(toneOf('withdrawn')).toBe('grey');
    expect(toneOf('toString')).toBe('grey');
  });
});
