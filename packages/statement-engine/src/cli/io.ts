// File access for the CLI commands: paths relative to the working directory, writes that never leave a half file.
import fs from 'node:fs';
import path from 'node:path';
import { DfrError } from '../errors';

export function resolvePath(cwd: string, file: string): string {
  return path.resolve(cwd, file);
}

/** Reads a file, or throws a bilingual `file_not_found` error naming it. */
export function readInput(cwd: string, file: string): Uint8Array {
  const full = resolvePath(cwd, file);
  try {
    return new Uint8Array(fs.readFileSync(full));
  } catch {
    throw new DfrError(
      'file_not_found',
      { en: `Cannot read the file "${file}".`, kh: `មិនអាចអានឯកសារ "${file}" បានទេ។` },
      file,
    );
  }
}

/** Writes through a temporary file and a rename, so a failed write leaves any previous file intact. */
export function writeOutput(cwd: string, file: string, data: Uint8Array | string): void {
  const full = resolvePath(cwd, file);
  const temporary = `${full}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, full);
  } catch {
    fs.rmSync(temporary, { force: true });
    throw new DfrError(
      'write_failed',
      { en: `Cannot write the file "${file}".`, kh: `មិនអាចសរសេរឯកសារ "${file}" បានទេ។` },
      file,
    );
  }
}

/** The value of a required option, or a bilingual `missing_option` error. */
export function requireOption(options: Record<string, string | true>, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value === '') {
    throw new DfrError(
      'missing_option',
      { en: `The option --${name} needs a value.`, kh: `ជម្រើស --${name} ត្រូវការតម្លៃ។` },
      name,
    );
  }
  return value;
}

/**
 * Lines to an output stream that end quietly once its reader has gone (`dfr-statements validate … | head`): the
 * first `EPIPE` calls `closed(0)` and later lines are dropped, as Unix tools do, never an uncaught stack trace. Any
 * other write failure calls `closed(1)`.
 */
export function lineWriter(stream: NodeJS.WritableStream, closed: (code: number) => void): (text: string) => void {
  let open = true;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (!open) return;
    open = false;
    closed(error.code === 'EPIPE' ? 0 : 1);
  });
  return (text) => {
    if (open) stream.write(`${text}\n`);
  };
}
