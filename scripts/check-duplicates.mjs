// The copy-paste check (issue 20, "keep it so"): jscpd with the root .jscpd.json finds no block of 6 or more lines
// (and 50 tokens) repeated in the packages' and apps' TypeScript. Prints each clone as its two places and exits 1 on
// any; exits 1 too when jscpd itself fails. The ignore list and why: docs/decisions.md, "Copy-paste check (issue 20)".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// jscpd is a root devDependency (its package exports no package.json to resolve, so read it where pnpm links it).
const pkg = path.join(root, 'node_modules', 'jscpd');
const bin = path.join(pkg, JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).bin.jscpd);

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-jscpd-'));
try {
  // The JSON report is read here; jscpd's own threshold (0 %) makes it exit non-zero on a clone as well.
  const run = spawnSync(
    process.execPath,
    [bin, '--config', '.jscpd.json', '--reporters', 'json', '--output', out, '--silent', '--noTips'],
    { cwd: root, encoding: 'utf8' },
  );
  const reportFile = path.join(out, 'jscpd-report.json');
  if (!fs.existsSync(reportFile)) {
    console.error(`copy-paste check: jscpd did not run (exit ${run.status})\n${run.stderr || run.stdout}`);
    process.exit(1);
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const clones = report.duplicates ?? [];
  const where = (f) => `${f.name}:${f.start}-${f.end}`;
  const files = report.statistics?.total?.sources ?? '?';
  if (clones.length) {
    console.error(`copy-paste check: ${clones.length} repeated block(s) of 6+ lines in ${files} files`);
    for (const c of clones) {
      console.error(`  ${where(c.firstFile)} = ${where(c.secondFile)} (${c.lines} lines, ${c.tokens} tokens)`);
    }
    console.error('Extract the shared code (see docs/decisions.md, "Copy-paste check (issue 20)").');
    process.exit(1);
  }
  if (run.status !== 0) {
    console.error(`copy-paste check: jscpd exited ${run.status} without a clone\n${run.stderr}`);
    process.exit(1);
  }
  console.log(`copy-paste check: ${files} files, no block of 6+ lines repeated: ok`);
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
