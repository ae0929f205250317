/**
 * Field builders: the small pieces every schema is made of. Each accepts what a browser form sends (strings, with
 * Khmer digits, thousands separators, stray spaces) and what the API receives (JSON values), and reports failures
 * as message keys (see messages.ts).
 */
import { z } from 'zod';
import type { MessageKey } from './messages';
import { collapseSpaces, hasKhmerLetters, normalizeDigits, normalizeNumberText } from './normalize';

/** An error function: `required` when nothing was given, `key` otherwise. */
export function requiredOr(key: MessageKey) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : key;
}

/** `''`, whitespace-only strings and `null` → `undefined`, so optional fields may be left blank in a form. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** @default max 200 */
export interface TextOptions {
  max?: number;
  /** Keep line breaks and inner spacing (addresses, descriptions). @default false */
  multiline?: boolean;
}

/** A required text: trimmed, inner whitespace collapsed (unless multiline), at most `max` characters. */
export function requiredText({ max = 200, multiline = false }: TextOptions = {}) {
  return z
    .string({ error: requiredOr('invalid_value') })
    .transform((v) => (multiline ? v.trim() : collapseSpaces(v)))
    .pipe(z.string().min(1, 'required').max(max, 'too_long'));
}

/** An optional text: blank → `undefined`; otherwise as `requiredText`. */
export function optionalText(options: TextOptions = {}) {
  return z.preprocess(blankToUndefined, requiredText(options).optional());
}

/** A required text in Khmer script (at least one Khmer letter). */
export function khmerText(options: TextOptions = {}) {
  return requiredText(options).refine(hasKhmerLetters, 'khmer_text_required');
}

/** An optional text that, when given, is in Khmer script. */
export function optionalKhmerText(options: TextOptions = {}) {
  return z.preprocess(blankToUndefined, khmerText(options).optional());
}

/** An email address: trimmed, lower-cased, valid. */
export function email() {
  return z
    .string({ error: requiredOr('invalid_email') })
    .trim()
    .toLowerCase()
    .min(1, 'required')
    .max(254, 'too_long')
    .pipe(z.email({ error: 'invalid_email' }));
}

export function optionalEmail() {
  return z.preprocess(blankToUndefined, email().optional());
}

/** Is `YYYY-MM-DD` a real calendar date? */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999, and a field passes such a year while it
  // is being typed (2 → 20 → 202 → 2026).
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A date as typed (`2025-12-31`, `12/31/2025`, Khmer digits, a `Date`) → `YYYY-MM-DD` text; blank → `undefined`. */
export function normalizeDateInput(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return blankToUndefined(value);
  const text = normalizeDigits(value).trim();
  if (text === '') return undefined;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return text;
}

/** A required ISO date (`YYYY-MM-DD`). */
export function isoDate() {
  return z.preprocess(
    normalizeDateInput,
    z.string({ error: requiredOr('invalid_date') }).refine(isIsoDate, 'invalid_date'),
  );
}

export function optionalIsoDate() {
  return z.preprocess(
    normalizeDateInput,
    z.string({ error: 'invalid_date' }).refine(isIsoDate, 'invalid_date').optional(),
  );
}

function toNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = normalizeNumberText(value);
    if (text === undefined) return undefined;
    return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
  }
  return value === null ? undefined : value;
}

/** @default min 0 */
export interface WholeOptions {
  min?: number;
  max?: number;
  /** The key when the number has decimals. @default 'whole_amount' */
  wholeKey?: MessageKey;
}

function numberSchema() {
  return z.number({ error: requiredOr('number_required') });
}

/** A whole number (amounts have no decimal places), at least `min` (default 0). */
export function wholeNumber({ min = 0, max, wholeKey = 'whole_amount' }: WholeOptions = {}) {
  let n = numberSchema()
    .refine((v) => Number.isInteger(v), wholeKey)
    .refine((v) => Number.isSafeInteger(v), 'number_too_large');
  n = n.refine((v) => v >= min, {
    message: min === 0 ? 'non_negative' : 'number_too_small',
    params: { min },
    abort: true,
  });
  if (max !== undefined) n = n.refine((v) => v <= max, { message: 'number_too_large', params: { max } });
  return z.preprocess(toNumber, n);
}

export function optionalWholeNumber(options: WholeOptions = {}) {
  return z.preprocess((v) => (toNumber(v) === undefined ? undefined : v), wholeNumber(options).optional());
}

/** A decimal number greater than zero (rates). */
export function positiveDecimal() {
  return z.preprocess(toNumber, numberSchema().gt(0, 'positive_number').max(1e12, 'number_too_large'));
}

export function optionalPositiveDecimal() {
  return z.preprocess((v) => (toNumber(v) === undefined ? undefined : v), positiveDecimal().optional());
}

function toFlag(v: unknown): unknown {
  if (typeof v !== 'string') return blankToUndefined(v);
  const t = v.trim().toLowerCase();
  if (t === '') return undefined;
  if (['yes', 'true', 'on', '1'].includes(t)) return true;
  if (['no', 'false', 'off', '0'].includes(t)) return false;
  return v;
}

/** A yes/no value: booleans, or `yes`/`no`/`true`/`false`/`on` as a form sends them. */
export function flag() {
  return z.preprocess(toFlag, z.boolean({ error: requiredOr('invalid_option') }));
}

export function optionalFlag() {
  return z.preprocess(toFlag, z.boolean({ error: 'invalid_option' }).optional());
}

/** One of a fixed list of values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: requiredOr('invalid_option') }));
}

export function optionalOneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: 'invalid_option' }).optional());
}
