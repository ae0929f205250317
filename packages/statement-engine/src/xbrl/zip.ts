import { strToU8, type Zippable, zipSync } from 'fflate';
import type { XbrlFile } from './types';

/** Zips files (deterministic: fixed timestamps, the given order) under an optional root folder. */
export function zipFiles(files: readonly XbrlFile[], root?: string): Uint8Array {
  const tree: Zippable = {};
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const file of files) {
    const path = root ? `${root}/${file.path}` : file.path;
    tree[path] = [strToU8(file.content), { mtime, level: 6 }];
  }
  return zipSync(tree);
}
