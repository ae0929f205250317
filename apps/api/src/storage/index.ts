import { randomUUID } from 'node:crypto';
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

export function folderStore(root: string): ObjectStore {
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
}

export function s3Store({ bucket, prefix = '', client }: S3Options): ObjectStore {
  const full = (key: string) => `${prefix}${key}`;
  return {
    kind: 's3',
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
  if (!env.DFR_S3_BUCKET) return folderStore(env.dataDir);
  const client = new S3Client({
    region: env.DFR_S3_REGION,
    ...(env.DFR_S3_ENDPOINT ? { endpoint: env.DFR_S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(env.DFR_S3_ACCESS_KEY_ID && env.DFR_S3_SECRET_ACCESS_KEY
      ? {
          credentials: { accessKeyId: env.DFR_S3_ACCESS_KEY_ID, secretAccessKey: env.DFR_S3_SECRET_ACCESS_KEY },
        }
      : {}),
  });
  return s3Store({ bucket: env.DFR_S3_BUCKET, prefix: env.DFR_S3_PREFIX, client });
}
