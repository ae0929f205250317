import { createHash } from 'node:crypto';

/**
 * KHQR, the Cambodian QR payment standard (an EMVCo merchant-presented code), written once: encode a dynamic code for
 * an invoice, decode and check one (the sandbox bank reads what the payer pasted), its CRC and its md5 (the bank's
 * payment id). Pure: no clock, no I/O. Facts: design/domain.md "KHQR".
 */

/** A Bakong account id, `name@bank`: each part 1 to 31 characters, no space and no second `@`. */
export const BAKONG_ACCOUNT_ID = /^[^@\s]{1,31}@[^@\s]{1,31}$/;

export type KhqrCurrency = 'KHR' | 'USD';
const CURRENCY_CODE: Record<KhqrCurrency, string> = { KHR: '116', USD: '840' };
const CODE_CURRENCY: Record<string, KhqrCurrency> = { '116': 'KHR', '840': 'USD' };

export interface KhqrFields {
  /** `merchant` (tag 30, with a merchant id) or `individual` (tag 29). */
  kind: 'merchant' | 'individual';
  /** Bakong account id (`name@bank`), at most 32 characters. */
  accountId: string;
  /** Merchant id (tag 30) or account information (tag 29). */
  merchantId?: string;
  acquiringBank?: string;
  merchantName: string;
  merchantCity: string;
  /** Merchant category code. @default '5999' */
  categoryCode?: string;
  currency: KhqrCurrency;
  /** KHR in whole riel; USD with at most 2 decimals. A dynamic code always has one. */
  amount: number;
  billNumber?: string;
  mobileNumber?: string;
  storeLabel?: string;
  terminalLabel?: string;
  purpose?: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  expiresAt: number;
}

/** Why a string is not a usable KHQR (a message key of the API's catalogue). */
export type KhqrProblem = 'khqr_unreadable' | 'khqr_crc_mismatch' | 'khqr_field_invalid';
export class KhqrError extends Error {
  constructor(
    readonly key: KhqrProblem,
    readonly field?: string,
  ) {
    super(field ? `${key}: ${field}` : key);
    this.name = 'KhqrError';
  }
}

const LIMITS = {
  accountId: 32,
  merchantId: 32,
  acquiringBank: 32,
  merchantName: 25,
  merchantCity: 15,
  billNumber: 25,
  mobileNumber: 25,
  storeLabel: 25,
  terminalLabel: 25,
  purpose: 25,
} as const;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) over the UTF-8 bytes. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payment's id at the bank: the lower-case md5 of the whole QR string. */
export const khqrMd5 = (payload: string) => createHash('md5').update(payload, 'utf8').digest('hex');

/** One TLV: 2-digit tag, 2-digit length (in characters, at most 99), value. */
function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new KhqrError('khqr_field_invalid', tag);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** The amount as tag 54 writes it: whole riel, or USD with up to two decimals (no trailing zeros). */
function amountText(amount: number, currency: KhqrCurrency): string {
  if (!Number.isFinite(amount) || amount <= 0) throw new KhqrError('khqr_field_invalid', 'amount');
  if (currency === 'KHR') {
    if (!Number.isInteger(amount)) throw new KhqrError('khqr_field_invalid', 'amount');
    return String(amount);
  }
  if (Math.round(amount * 100) !== amount * 100) throw new KhqrError('khqr_field_invalid', 'amount');
  return String(Number(amount.toFixed(2)));
}

function checkLimits(fields: KhqrFields) {
  for (const [key, max] of Object.entries(LIMITS)) {
    const value = fields[key as keyof typeof LIMITS];
    if (value !== undefined && (value.length === 0 || value.length > max))
      throw new KhqrError('khqr_field_invalid', key);
  }
  if (!fields.accountId.includes('@')) throw new KhqrError('khqr_field_invalid', 'accountId');
  if (!(fields.expiresAt > fields.createdAt)) throw new KhqrError('khqr_field_invalid', 'expiresAt');
}

/** A dynamic KHQR string for these fields, CRC last. Throws `KhqrError` for a field the standard does not allow. */
export function encodeKhqr(fields: KhqrFields): string {
  checkLimits(fields);
  const account =
    tlv('00', fields.accountId) +
    (fields.merchantId ? tlv('01', fields.merchantId) : '') +
    (fields.acquiringBank ? tlv('02', fields.acquiringBank) : '');
  const additional = [
    ['01', fields.billNumber],
    ['02', fields.mobileNumber],
    ['03', fields.storeLabel],
    ['07', fields.terminalLabel],
    ['08', fields.purpose],
  ]
    .filter(([, v]) => v)
    .map(([t, v]) => tlv(t!, v!))
    .join('');
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv(fields.kind === 'merchant' ? '30' : '29', account) +
    tlv('52', fields.categoryCode ?? '5999') +
    tlv('53', CURRENCY_CODE[fields.currency]) +
    tlv('54', amountText(fields.amount, fields.currency)) +
    tlv('58', 'KH') +
    tlv('59', fields.merchantName) +
    tlv('60', fields.merchantCity) +
    (additional ? tlv('62', additional) : '') +
    tlv('99', tlv('00', String(fields.createdAt)) + tlv('01', String(fields.expiresAt))) +
    '6304';
  return body + crc16(body);
}

/** The top-level (or nested) TLVs of a string, in order; throws when the lengths do not add up. */
function parseTlv(text: string): [string, string][] {
  const out: [string, string][] = [];
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(i + 2, i + 4)) || i + 4 + len > text.length)
      throw new KhqrError('khqr_unreadable');
    out.push([tag, text.slice(i + 4, i + 4 + len)]);
    i += 4 + len;
  }
  return out;
}

/**
 * Reads a KHQR string back to its fields: the TLV structure, the CRC (the last 4 characters over everything before
 * them), then each field. Throws `KhqrError` (`khqr_unreadable`, `khqr_crc_mismatch`, `khqr_field_invalid`).
 */
export function decodeKhqr(input: string): KhqrFields {
  const text = input.trim();
  if (text.length < 12 || !/^[\x20-\x7e\u0080-\uffff]+$/.test(text)) throw new KhqrError('khqr_unreadable');
  const crcAt = text.length - 8;
  if (text.slice(crcAt, crcAt + 4) !== '6304') throw new KhqrError('khqr_unreadable');
  if (crc16(text.slice(0, crcAt + 4)) !== text.slice(crcAt + 4).toUpperCase()) throw new KhqrError('khqr_crc_mismatch');
  const top = new Map(parseTlv(text.slice(0, crcAt)));
  if (top.get('00') !== '01') throw new KhqrError('khqr_field_invalid', 'payloadFormat');
  const kind = top.has('30') ? 'merchant' : top.has('29') ? 'individual' : undefined;
  if (!kind) throw new KhqrError('khqr_field_invalid', 'account');
  const account = new Map(parseTlv(top.get(kind === 'merchant' ? '30' : '29')!));
  const currency = CODE_CURRENCY[top.get('53') ?? ''];
  if (!currency) throw new KhqrError('khqr_field_invalid', 'currency');
  const amountRaw = top.get('54');
  if (!amountRaw || !/^\d+(\.\d{1,2})?$/.test(amountRaw)) throw new KhqrError('khqr_field_invalid', 'amount');
  const additional = new Map(top.has('62') ? parseTlv(top.get('62')!) : []);
  const times = new Map(top.has('99') ? parseTlv(top.get('99')!) : []);
  const createdAt = Number(times.get('00'));
  const expiresAt = Number(times.get('01'));
  if (!Number.isSafeInteger(createdAt) || !Number.isSafeInteger(expiresAt))
    throw new KhqrError('khqr_field_invalid', 'timestamps');
  const optional = (v: string | undefined) => (v === undefined ? {} : { value: v });
  const fields: KhqrFields = {
    kind,
    accountId: account.get('00') ?? '',
    ...(account.has('01') ? { merchantId: account.get('01')! } : {}),
    ...(account.has('02') ? { acquiringBank: account.get('02')! } : {}),
    merchantName: top.get('59') ?? '',
    merchantCity: top.get('60') ?? '',
    categoryCode: top.get('52') ?? '',
    currency,
    amount: Number(amountRaw),
    createdAt,
    expiresAt,
  };
  for (const [tag, key] of [
    ['01', 'billNumber'],
    ['02', 'mobileNumber'],
    ['03', 'storeLabel'],
    ['07', 'terminalLabel'],
    ['08', 'purpose'],
  ] as const) {
    const v = optional(additional.get(tag));
    if ('value' in v) fields[key] = v.value;
  }
  checkLimits(fields);
  return fields;
}
