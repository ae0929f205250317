import { describe, expect, it } from 'vitest';
import { feeOf, feeScheduleSchema, feeTableFromPairs, receiveInvoiceSchema } from './desk';

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

describe('the fee schedule rules', () => {
  const fees = { small: { amount: 400_000 }, medium: { amount: 1_200_000, auditedAmount: 1_500_000 } };

  it('reads a fee per size, the audited amount where the audit requirement matters', () => {
    expect(feeOf(fees, 'small', true)).toBe(400_000);
    expect(feeOf(fees, 'medium', false)).toBe(1_200_000);
    expect(feeOf(fees, 'medium', true)).toBe(1_500_000);
    expect(feeOf(fees, null, null)).toBe(400_000);
  });

  it('seeds a fee table from DFR_FEES_KHR pairs (a size missing takes the first amount)', () => {
    expect(feeTableFromPairs('small=400000,medium=1200000')).toEqual({
      small: { amount: 400_000 },
      medium: { amount: 1_200_000 },
    });
    expect(feeTableFromPairs('small=1')).toEqual({ small: { amount: 1 }, medium: { amount: 1 } });
  });

  it('needs every size, whole non-negative amounts and the typed confirm', () => {
    const res = feeScheduleSchema.safeParse({
      fromYear: 2025,
      version: 0,
      fees: { small: { amount: '1.5' } },
      confirm: 'confirm',
    });
    const keys = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(keys['fees.medium']).toBeDefined();
    expect(res.error!.issues.find((i) => i.path.join('.') === 'fees.small.amount')?.message).toBe('whole_amount');
    expect(
      feeScheduleSchema.parse({
        fromYear: '2025',
        version: 2,
        fees: { small: { amount: '400,000' }, medium: { amount: 1, auditedAmount: '' } },
        confirm: 'Confirm',
      }),
    ).toEqual({
      fromYear: 2025,
      version: 2,
      fees: { small: { amount: 400_000 }, medium: { amount: 1 } },
      confirm: 'confirm',
    });
  });
});
