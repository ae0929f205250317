import { describe, expect, it } from 'vitest';
import { receiveInvoiceSchema } from './desk';

describe('receiveInvoiceSchema', () => {
  it('reads a settlement date, a reference and the typed confirm', () => {
    expect(
      receiveInvoiceSchema.parse({ settlementDate: '01/15/2026', reference: '  BANK  ref 1 ', confirm: ' Confirm' }),
    ).toEqual({ settlementDate: '2026-01-15', reference: 'BANK ref 1', confirm: 'confirm' });
  });

  it('refuses a date in the future, a blank reference and a missing confirm, each by its key', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = receiveInvoiceSchema.safeParse({ settlementDate: future, reference: ' ', confirm: 'yes' });
    expect(res.success).toBe(false);
    const keys = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(keys).toEqual({ settlementDate: 'date_in_future', reference: 'required', confirm: 'confirm_word_required' });
    expect(
      receiveInvoiceSchema.safeParse({ settlementDate: '2026-02-30', reference: 'x', confirm: 'confirm' }).error
        ?.issues[0]?.message,
    ).toBe('invalid_date');
  });
});
