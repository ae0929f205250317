// Median time to validate the statements of a 10,000-line trial balance (target under 50 ms) and to export them to
// XBRL (target under 200 ms), after a JIT warm-up.
// Run: pnpm --filter @dfr/statement-engine exec tsx bench/validation-median.ts
import os from 'node:os';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_TEXTS } from '../src/demo';
import { buildStatements } from '../src/statements';
import { getTaxonomy } from '../src/taxonomy';
import { validateStatements } from '../src/validation';
import { buildInlineXbrl, buildXbrlInstance, buildXbrlPackage, buildXbrlZip } from '../src/xbrl';
import { BENCH_SETTINGS, largeChart, largeTrialBalance } from './fixtures';

const chart = largeChart();
const trialBalance = largeTrialBalance(chart);
const set = buildStatements({
  settings: BENCH_SETTINGS,
  trialBalance,
  chart,
  entity: DEMO_ENTITY,
  notes: DEMO_NOTES,
  texts: DEMO_TEXTS,
});
const statements = { ...set, taxonomy: getTaxonomy(set.settings.framework) };
const previous = buildStatements({
  settings: { ...BENCH_SETTINGS, periodEnd: '2024-12-31', reportingYear: 2024 },
  trialBalance,
  chart,
});
const exportInput = { statements, entity: DEMO_ENTITY };

function median(name: string, run: () => void, iterations: number): void {
  for (let i = 0; i < 30; i++) run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${name}: median ${at(0.5)} ms (p10 ${at(0.1)}, p90 ${at(0.9)}, ${iterations} runs)`);
}

const result = validateStatements({ statements, previous, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS });
const pkg = buildXbrlPackage(exportInput);
console.log(
  `${trialBalance.length} trial balance lines → ${set.facts.length} facts; ${result.errors.length} findings; ` +
    `${pkg.files.length} files, ${pkg.files.reduce((n, f) => n + f.content.length, 0).toLocaleString('en-US')} characters`,
);
console.log(`${os.cpus()[0]?.model ?? 'unknown CPU'} ×${os.cpus().length}, Node ${process.version}`);
median(
  'validate (every rule, with last year)',
  () => validateStatements({ statements, previous, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS }),
  200,
);
median('XBRL instance', () => buildXbrlInstance(exportInput), 100);
median('Inline XBRL document', () => buildInlineXbrl(exportInput), 100);
median('XBRL package (taxonomy + instance + Inline XBRL)', () => buildXbrlPackage(exportInput), 50);
median('XBRL package as a zip', () => buildXbrlZip(exportInput), 30);
