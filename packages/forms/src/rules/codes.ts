import { z } from 'zod';
import type { MessageKey } from './messages';
import { normalizeDigits } from './normalize';

/** Code lengths: sign-up confirmation, password reset and approval codes have 6 digits; edit-request codes 4. */
export const SIGN_UP_CODE_LENGTH = 6;
export const APPROVAL_CODE_LENGTH = 6;
export const EDIT_REQUEST_CODE_LENGTH = 4;

function codeSchema(length: number, key: MessageKey) {
  return z
    .string({ error: (iss) => (iss.input === undefined ? 'required' : key) })
    .transform((v) => normalizeDigits(v).replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'required')
        .regex(new RegExp(`^\\d{${length}}$`), key),
    );
}

/** The 6-digit code emailed at sign-up (and for a password reset). Khmer digits and spaces are accepted. */
export const signUpCodeSchema = codeSchema(SIGN_UP_CODE_LENGTH, 'code_six_digits');
/** The 6-digit approval code emailed to the director. */
export const approvalCodeSchema = codeSchema(APPROVAL_CODE_LENGTH, 'code_six_digits');
/**
 * A 6-digit one-time code typed to finish a sign-in (authenticator app or SMS), to set up an authenticator or to confirm
 * a changed e-mail address. Khmer digits and spaces are accepted, as for the e-mailed codes.
 */
export const oneTimeCodeSchema = codeSchema(SIGN_UP_CODE_LENGTH, 'code_six_digits');
/** The 4-digit code emailed for an edit request after finalisation. */
export const editRequestCodeSchema = codeSchema(EDIT_REQUEST_CODE_LENGTH, 'code_four_digits');

/** Compare a typed code with the expected one (after normalising Khmer digits and spaces), in constant time. */
export function codesMatch(typed: string, expected: string): boolean {
  const a = normalizeDigits(typed).replace(/[\s-]/g, '');
  if (a.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}
