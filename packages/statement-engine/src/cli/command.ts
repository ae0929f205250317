// The contract of a dfr-statements command. A command lives in src/cli/commands/<name>.ts, default-exports a
// `Command`, and is registered with one line in src/cli/commands/index.ts.
import type { Bilingual, Lang } from '../model/types';

export interface ParsedArgs {
  /** Arguments that are not options, in order (the command name removed). */
  positional: string[];
  /** `--name value`, `--name=value`, or `--flag` (true). */
  options: Record<string, string | true>;
}

export interface CliContext {
  lang: Lang;
  args: ParsedArgs;
  /** The working directory that relative paths resolve against. */
  cwd: string;
  /** Writes a line to standard output. */
  out(text: string): void;
  /** Writes a line to standard error. */
  err(text: string): void;
}

export interface Command {
  name: string;
  summary: Bilingual;
  /** Usage lines (option names are the same in both languages). */
  usage: string;
  /** Option names the command accepts (without `--`); `lang` and `help` are always accepted. */
  options: string[];
  /** Returns the process exit code. Throw a `DfrError` for a user-facing failure. */
  run(context: CliContext): Promise<number>;
}
