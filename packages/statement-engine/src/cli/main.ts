// The dfr-statements CLI entry (the only Node-specific part of the engine, with the other files in src/cli/).
import { lineWriter } from './io';
import { runCli } from './run';

// A reader that stops early (`| head`) ends the command quietly.
const exit = (code: number) => process.exit(code);
const code = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  out: lineWriter(process.stdout, exit),
  err: lineWriter(process.stderr, exit),
});
process.exitCode = code;
