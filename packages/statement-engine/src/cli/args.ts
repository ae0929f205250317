import type { ParsedArgs } from './command';

/** Splits argv into positional arguments and `--options` (`--a b`, `--a=b`, `--flag`). */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--') && arg.length > 2) {
      const eq = arg.indexOf('=');
      if (eq > 0) {
        options[arg.slice(2, eq)] = arg.slice(eq + 1);
        continue;
      }
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        options[arg.slice(2)] = next;
        i++;
      } else {
        options[arg.slice(2)] = true;
      }
    } else if (arg === '-h') {
      options.help = true;
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}
