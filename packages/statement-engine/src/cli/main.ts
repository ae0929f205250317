// The dfr-statements CLI entry (the only Node-specific part of the engine, with the other files in src/cli/).
import { runCli } from './run';

const code = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
