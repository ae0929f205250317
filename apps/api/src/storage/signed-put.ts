import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Presigned PUTs for the embedded folder store (issue 33): a URL on the product's own origin,
 * `/storage/put/<key>?expires=<unix seconds>&size=<bytes>&signature=<hex>`, the signature an HMAC-SHA256 over the
 * method, the key, the expiry and the largest size the body may have, with the installation's signing secret. The
 * `storage.routes.ts` route checks it and writes the body through the folder store.
 */

/** Where the folder store's PUT route is served (the key follows). */
export const SIGNED_PUT_PATH = '/storage/put/';

/** The file in the data directory that keeps the generated signing secret (mode 0600, never logged). */
export const SIGNING_SECRET_FILE = 'storage-signing-key';

export interface SignedPut {
  key: string;
  /** Unix seconds after which the URL is refused. */
  expires: number;
  /** The most bytes the body may hold (the size declared at presign time). */
  size: number;
}

const payload = ({ key, expires, size }: SignedPut) => ['PUT', key, String(expires), String(size)].join('\n');

/** The signature (hex) of one PUT. */
export const signPut = (secret: Buffer, put: SignedPut) =>
  createHmac('sha256', secret).update(payload(put), 'utf8').digest('hex');

/** The URL (relative to the product's origin) that lets its holder PUT `key` until `expires`. */
export const signedPutUrl = (secret: Buffer, put: SignedPut) =>
  `${SIGNED_PUT_PATH}${put.key}?expires=${put.expires}&size=${put.size}&signature=${signPut(secret, put)}`;

/** What a signed PUT's query says, as sent (strings, possibly missing or malformed). */
export interface SignedPutQuery {
  expires?: string;
  size?: string;
  signature?: string;
}

/**
 * `ok` (with the bound on the body) when the query's signature is ours for this key, expiry and size and the expiry
 * has not passed; `invalid` for anything else the platform did not sign (another key, a changed expiry or size, a
 * malformed query); `expired` for a genuine URL used too late. The signatures are compared in constant time; the
 * signature is checked before the expiry, so that a changed expiry is `invalid`, not `expired`.
 */
export function checkSignedPut(
  secret: Buffer,
  key: string,
  query: SignedPutQuery,
  now = Date.now(),
): { ok: true; size: number } | { ok: false; reason: 'invalid' | 'expired' } {
  const digits = /^\d{1,15}$/;
  const sent = Buffer.from(query.signature ?? '', 'utf8');
  const wellFormed = digits.test(query.expires ?? '') && digits.test(query.size ?? '');
  const put = { key, expires: Number(query.expires ?? 0), size: Number(query.size ?? 0) };
  // Computed whatever the query: the work done does not depend on where a forged signature differs.
  const expected = Buffer.from(signPut(secret, put), 'utf8');
  const same = sent.length === expected.length && timingSafeEqual(sent, expected);
  if (!wellFormed || !same) return { ok: false, reason: 'invalid' };
  if (put.expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, size: put.size };
}

/**
 * The signing secret: DFR_STORAGE_SIGNING_SECRET when configured (every instance sharing a data directory must
 * then have the same), else 32 random bytes generated on first use and kept in the data directory (mode 0600; a
 * second process that wrote it first wins, as the identity keys do).
 */
export function loadSigningSecret(dataDir: string, configured?: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Written by another process in between: its secret is the one.
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}
