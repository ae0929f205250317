// Helpers for the CLI's own tests (not part of the CLI): run it in a folder and read what it printed.
import { runCli } from './run';

/** Runs `dfr-statements <argv>` in `cwd`; standard output and error are each joined by lines. */
export async function runCliIn(cwd: string, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { cwd, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
