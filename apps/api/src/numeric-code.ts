import { randomInt } from 'node:crypto';

/**
 * A one-time code of `digits` decimal digits (identity codes, the statement's edit and approval codes): drawn from a
 * cryptographic source, every value equally likely, leading zeros kept ("004217").
 */
export function numericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
