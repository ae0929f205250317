import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/**
 * The installation's identity secrets, generated on first start and kept in the data directory (mode 0600):
 * the RS256 signing key (its public half is the JWKS) and a 32-byte secret for keyed hashes of codes and tokens and
 * for encrypting TOTP secrets. Losing the file signs everybody out; it is never committed or logged.
 */
type Key = Exclude<Awaited<ReturnType<typeof importJWK>>, Uint8Array>;

export interface IdentityKeys {
  kid: string;
  privateKey: Key;
  publicKey: Key;
  publicJwk: JWK;
  /** Keyed hash (HMAC-SHA256, base64url) of a code, session or refresh token. */
  hash(value: string): string;
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

interface KeyFile {
  privateJwk: JWK;
  secret: string;
}

const FILE_NAME = 'identity-keys.json';

export async function loadIdentityKeys(dataDir: string): Promise<IdentityKeys> {
  const file = path.join(dataDir, FILE_NAME);
  let stored: KeyFile;
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as KeyFile;
  } else {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    stored = { privateJwk: await exportJWK(privateKey), secret: randomBytes(32).toString('base64url') };
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx': never overwrite a key another process wrote in between.
    try {
      fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
    } catch {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as KeyFile;
    }
  }
  const { d, p, q, dp, dq, qi, ...publicPart } = stored.privateJwk;
  const kid = await calculateJwkThumbprint(publicPart);
  const privateKey = (await importJWK({ ...stored.privateJwk, alg: 'RS256' }, 'RS256')) as Key;
  const publicKey = (await importJWK({ ...publicPart, alg: 'RS256' }, 'RS256')) as Key;
  const secret = Buffer.from(stored.secret, 'base64url');
  const encKey = createHmac('sha256', secret).update('totp-encryption').digest();
  return {
    kid,
    privateKey,
    publicKey,
    publicJwk: { ...publicPart, kid, alg: 'RS256', use: 'sig' },
    hash: (value) => createHmac('sha256', secret).update(value).digest('base64url'),
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(sealed) {
      const [iv, tag, body] = sealed.split('.').map((s) => Buffer.from(s, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', encKey, iv as Buffer);
      decipher.setAuthTag(tag as Buffer);
      return Buffer.concat([decipher.update(body as Buffer), decipher.final()]).toString('utf8');
    },
  };
}
