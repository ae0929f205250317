import { deflateSync, strToU8, Zip, ZipPassThrough } from 'fflate';
import type { XbrlFile } from './types';

/** A file's deflated bytes with the CRC-32 and size of its content, as a ZIP entry needs them. */
interface Deflated {
  crc: number;
  size: number;
  data: Uint8Array;
}
/**
 * The deflated bytes of frozen files (a taxonomy version's files, written once: `buildTaxonomyFiles`), kept with the
 * file: every package of a taxonomy version compresses them once, not on every download (issue 30).
 */
const deflatedOf = new WeakMap<XbrlFile, Deflated>();

function deflated(file: XbrlFile): Deflated {
  const kept = deflatedOf.get(file);
  if (kept) return kept;
  const raw = strToU8(file.content);
  // fflate's pass-through entry computes the CRC-32 of what is pushed through it.
  const checksum = new ZipPassThrough('');
  checksum.ondata = () => undefined;
  checksum.push(raw, true);
  const entry = { crc: checksum.crc, size: raw.length, data: deflateSync(raw, { level: 6 }) };
  if (Object.isFrozen(file)) deflatedOf.set(file, entry);
  return entry;
}

/** Zips files (deterministic: fixed timestamps, the given order) under an optional root folder. */
export function zipFiles(files: readonly XbrlFile[], root?: string): Uint8Array {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk as Uint8Array<ArrayBuffer>);
  });
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const file of files) {
    const { crc, size, data } = deflated(file);
    // An entry whose bytes are already deflated: the archive takes them as they are (method 8, deflate).
    const entry = new ZipPassThrough(root ? `${root}/${file.path}` : file.path);
    entry.compression = 8;
    entry.mtime = mtime;
    zip.add(entry);
    entry.crc = crc;
    entry.size = size;
    entry.ondata(null, data as Uint8Array<ArrayBuffer>, true);
  }
  zip.end();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
