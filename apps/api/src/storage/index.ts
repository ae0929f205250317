import { createHash, createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Env } from '../env';
import { checkSignedPut, loadSigningSecret, type SignedPutQuery, signedPutUrl } from './signed-put';

/**
 * Object storage for files the product keeps (filing packages): a folder in the data directory by default, any
 * S3-compatible store when DFR_S3_BUCKET is set. Keys are `/`-separated paths of safe segments; a key that would
 * leave its root is refused. A put is whole or absent (the folder writes a temporary file and renames it).
 */
export interface ObjectStore {
  readonly kind: 'folder' | 's3';
  put(key: string, body: Uint8Array | string): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Every key under a prefix (`filings/` lists all filings' files). */
  list(prefix: string): Promise<string[]>;
  /** Every key under a prefix with when it was last written (ms since the epoch): what the orphan sweep ages by. */
  entries(prefix: string): Promise<StoredEntry[]>;
  /** Deletes one key, or every key under a prefix that ends with `/`. */
  remove(keyOrPrefix: string): Promise<void>;
  /**
   * A URL that lets whoever holds it PUT one object at `key` for `expiresIn` seconds: the browser sends a file
   * straight to the store. S3: AWS Signature V4, query signed, on the bucket's origin (`size` is not enforced: a
   * presigned PUT cannot cap it). The folder store: `/storage/put/<key>?…`, relative to the product's own origin,
   * served by `routes/storage` and bounded to `size` bytes (issue 33).
   */
  presignPut?(key: string, expiresIn: number, size: number): Promise<string>;
  /** The folder store's check of one of its own presigned PUTs (the route that serves them asks it). */
  checkPut?(key: string, query: SignedPutQuery): ReturnType<typeof checkSignedPut>;
}

export interface StoredEntry {
  key: string;
  modifiedAt: number;
}

const SEGMENT = /^[\w.-]+$/;
/** A key made only of safe segments (no `..`, no empty segment); throws otherwise. */
export function checkKey(key: string, prefix = false): string {
  const segments = (prefix && key.endsWith('/') ? key.slice(0, -1) : key).split('/');
  if (!segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')) throw new Error(`unsafe storage key ${key}`);
  return key;
}

const bytes = (body: Uint8Array | string) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body));

/** Where the folder store writes a file before renaming it into place (never under a key's folder). */
export const PARTIAL = '.partial';

export interface FolderOptions {
  /** The secret presigned PUTs are signed with (DFR_STORAGE_SIGNING_SECRET); else generated in `root`. */
  signingSecret?: string;
}

export function folderStore(root: string, options: FolderOptions = {}): ObjectStore {
  let secret: Buffer | undefined;
  // Read (or generated) on first use: a store that is never presigned for writes no secret.
  const signingSecret = () => {
    secret ??= loadSigningSecret(root, options.signingSecret);
    return secret;
  };
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  const walk = (dir: string, rel: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
          const key = rel ? `${rel}/${d.name}` : d.name;
          return d.isDirectory() ? walk(path.join(dir, d.name), key) : [key];
        })
      : [];
  const under = (prefix: string) => {
    const dir = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
    checkKey(dir);
    return walk(path.join(root, ...dir.split('/')), dir);
  };
  return {
    kind: 'folder',
    async presignPut(key, expiresIn, size) {
      const expires = Math.floor(Date.now() / 1000) + expiresIn;
      return signedPutUrl(signingSecret(), { key: checkKey(key), expires, size });
    },
    checkPut(key, query) {
      return checkSignedPut(signingSecret(), key, query);
    },
    async put(key, body) {
      const target = file(key);
      // Written aside, then renamed into place: a stopped process leaves no partial file under the key's folder.
      const partial = path.join(root, PARTIAL, randomUUID());
      fs.mkdirSync(path.dirname(partial), { recursive: true });
      fs.writeFileSync(partial, bytes(body));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(partial, target);
    },
    async get(key) {
      const target = file(key);
      return fs.existsSync(target) && fs.statSync(target).isFile() ? fs.readFileSync(target) : undefined;
    },
    async list(prefix) {
      return under(prefix);
    },
    async entries(prefix) {
      const found: StoredEntry[] = [];
      for (const key of under(prefix)) {
        try {
          found.push({ key, modifiedAt: fs.statSync(path.join(root, ...key.split('/'))).mtimeMs });
        } catch {
          // Removed meanwhile (renamed into place, or swept by another instance).
        }
      }
      return found;
    },
    async remove(keyOrPrefix) {
      const target = path.join(root, ...checkKey(keyOrPrefix, true).replace(/\/$/, '').split('/'));
      fs.rmSync(target, { recursive: true, force: true });
    },
  };
}

export interface S3Options {
  bucket: string;
  /** Every key is stored under this prefix (several deployments may share a bucket). */
  prefix?: string;
  client: S3Client;
  /** A store other than Amazon S3 (MinIO, s3rver…): its URL, addressed path-style (`<endpoint>/<bucket>/<key>`). */
  endpoint?: string;
}

/** RFC 3986 encoding, as Signature V4 wants it (`encodeURIComponent` leaves `!'()*`). */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * A Signature V4 presigned PUT (query-string authentication; the payload unsigned, only `host` signed, so the
 * browser may send any content type). The algorithm of AWS's "Authenticating requests: using query parameters".
 */
export function presignedPutUrl(input: {
  url: URL;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  expiresIn: number;
  now?: Date;
  /** @default 'PUT' (AWS's published example signs a GET, which the tests check against). */
  method?: 'PUT' | 'GET';
}): string {
  const { url, region, credentials } = input;
  const amzDate = (input.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(input.expiresIn)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  if (credentials.sessionToken) query.push(['X-Amz-Security-Token', credentials.sessionToken]);
  const canonicalQuery = query
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method ?? 'PUT',
    url.pathname,
    canonicalQuery,
    `host:${url.host}`,
    '',
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return `${url.origin}${url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

export function s3Store({ bucket, prefix = '', client, endpoint }: S3Options): ObjectStore {
  const full = (key: string) => `${prefix}${key}`;
  return {
    kind: 's3',
    async presignPut(key, expiresIn) {
      const region = await client.config.region();
      const objectPath = full(checkKey(key)).split('/').map(rfc3986).join('/');
      const url = endpoint
        ? new URL(`${endpoint.replace(/\/$/, '')}/${rfc3986(bucket)}/${objectPath}`)
        : new URL(`https://${bucket}.s3.${region}.amazonaws.com/${objectPath}`);
      return presignedPutUrl({ url, region, credentials: await client.config.credentials(), expiresIn });
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: full(checkKey(key)), Body: bytes(body) }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(checkKey(key)) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : undefined;
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return undefined;
        throw e;
      }
    },
    async list(listPrefix) {
      return (await this.entries(listPrefix)).map((e) => e.key);
    },
    async entries(listPrefix) {
      checkKey(listPrefix, true);
      const found: StoredEntry[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: full(listPrefix), ContinuationToken: token }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) found.push({ key: o.Key.slice(prefix.length), modifiedAt: o.LastModified?.getTime() ?? 0 });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async remove(keyOrPrefix) {
      checkKey(keyOrPrefix, true);
      const keys = keyOrPrefix.endsWith('/') ? await this.list(keyOrPrefix) : [keyOrPrefix];
      for (let i = 0; i < keys.length; i += 1000)
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((k) => ({ Key: full(k) })) },
          }),
        );
    },
  };
}

/** The configured store: S3 when DFR_S3_BUCKET is set, else the data directory's folder. */
export function createObjectStore(env: Env): ObjectStore {
  if (!env.DFR_S3_BUCKET) return folderStore(env.dataDir, { signingSecret: env.DFR_STORAGE_SIGNING_SECRET });
  const client = new S3Client({
    region: env.DFR_S3_REGION,
    ...(env.DFR_S3_ENDPOINT ? { endpoint: env.DFR_S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(env.DFR_S3_ACCESS_KEY_ID && env.DFR_S3_SECRET_ACCESS_KEY
      ? {
          credentials: { accessKeyId: env.DFR_S3_ACCESS_KEY_ID, secretAccessKey: env.DFR_S3_SECRET_ACCESS_KEY },
        }
      : {}),
  });
  return s3Store({ bucket: env.DFR_S3_BUCKET, prefix: env.DFR_S3_PREFIX, client, endpoint: env.DFR_S3_ENDPOINT });
}
