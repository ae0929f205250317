import { describe, expect, it } from 'vitest';
import { crc16, decodeKhqr, encodeKhqr, KhqrError, type KhqrFields, khqrMd5 } from './index';

const fields: KhqrFields = {
  kind: 'merchant',
  accountId: 'aaru_fees@nbcq',
  merchantId: 'AARU-FEES',
  acquiringBank: 'NBC',
  merchantName: 'AARU',
  merchantCity: 'Phnom Penh',
  currency: 'KHR',
  amount: 400000,
  billNumber: 'INV-2026-000001',
  purpose: 'Preparation fee 2025',
  createdAt: 1_764_028_800_000,
  expiresAt: 1_764_029_700_000,
};

describe('CRC-16/CCITT-FALSE', () => {
  it('matches the known check values', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('A')).toBe('B915');
    expect(crc16('')).toBe('FFFF');
  });
});

describe('KHQR', () => {
  it('writes the tags of a dynamic code in order, the CRC last, and reads every field back', () => {
    const qr = encodeKhqr(fields);
    expect(qr.startsWith('000201010212')).toBe(true);
    expect(qr).toContain('5303116');
    expect(qr).toContain('5406400000');
    expect(qr).toContain('5802KH');
    expect(qr).toContain('0115INV-2026-000001');
    expect(qr.slice(-8, -4)).toBe('6304');
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    expect(decodeKhqr(qr)).toEqual({ ...fields, categoryCode: '5999' });
  });

  it('writes USD with at most two decimals and refuses a fraction of a riel', () => {
    const usd = encodeKhqr({ ...fields, currency: 'USD', amount: 97.5 });
    expect(usd).toContain('5303840');
    expect(usd).toContain('540497.5');
    expect(decodeKhqr(usd).amount).toBe(97.5);
    expect(() => encodeKhqr({ ...fields, amount: 10.5 })).toThrow(KhqrError);
    expect(() => encodeKhqr({ ...fields, currency: 'USD', amount: 1.005 })).toThrow(KhqrError);
  });

  it('refuses a tampered code (the CRC no longer matches) and an unreadable one', () => {
    const qr = encodeKhqr(fields);
    const tampered = qr.replace('5406400000', '5406100000');
    expect(() => decodeKhqr(tampered)).toThrow(expect.objectContaining({ key: 'khqr_crc_mismatch' }));
    expect(() => decodeKhqr('hello')).toThrow(expect.objectContaining({ key: 'khqr_unreadable' }));
    expect(() => decodeKhqr(`${qr.slice(0, 20)}6304${crc16(`${qr.slice(0, 20)}6304`)}`)).toThrow(KhqrError);
  });

  it("keeps the standard's length limits", () => {
    expect(() => encodeKhqr({ ...fields, merchantName: 'x'.repeat(26) })).toThrow(
      expect.objectContaining({ field: 'merchantName' }),
    );
    expect(() => encodeKhqr({ ...fields, merchantCity: 'x'.repeat(16) })).toThrow(KhqrError);
    expect(() => encodeKhqr({ ...fields, accountId: 'no-bank-part' })).toThrow(KhqrError);
    expect(() => encodeKhqr({ ...fields, expiresAt: fields.createdAt })).toThrow(KhqrError);
  });

  it('identifies a payment by the lower-case md5 of the whole string', () => {
    const qr = encodeKhqr(fields);
    expect(khqrMd5(qr)).toMatch(/^[0-9a-f]{32}$/);
    expect(khqrMd5(qr)).not.toBe(khqrMd5(encodeKhqr({ ...fields, amount: 400001 })));
    expect(khqrMd5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
  });
});
