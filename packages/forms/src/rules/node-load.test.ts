import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '../..');

// Loads the rules entry point in a plain Node process (no Vitest, no bundler, no DOM globals) and reports which
// modules were loaded: React, react-dom or any DOM library must not be among them.
const script = (extra = '') => `
import { createRequire } from 'node:module';
${extra}
const rules = await import(${JSON.stringify(path.join(here, 'index.ts'))});
const require = createRequire(import.meta.url);
const cjs = Object.keys(require.cache);
const out = {
  exports: Object.keys(rules).length,
  hasWindow: typeof globalThis.window !== 'undefined',
  hasDocument: typeof globalThis.document !== 'undefined',
  text: rules.translate('access_denied', 'kh'),
  signUp: rules.signUpSchema.safeParse({ email: 'a@b.co', password: 'Demo@2026', confirmPassword: 'Demo@2026' }).success,
  cjs,
};
console.log(JSON.stringify(out));
`;

function run(extra?: string) {
  const stdout = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(extra)], {
    cwd: packageDir,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}
const reactModules = (cjs: string[]) => cjs.filter((m) => /node_modules[\\/](react|react-dom)[\\/]/.test(m));

describe('the rules entry point', () => {
  it('loads and works in plain Node without React or the DOM', () => {
    const out = run();
    expect(out.exports).toBeGreaterThan(50);
    expect(out.hasWindow).toBe(false);
    expect(out.hasDocument).toBe(false);
    expect(out.text).toBe('អ្នកមិនមានសិទ្ធិចូលប្រើរបាយការណ៍ ឬមុខងារនេះទេ។');
    expect(out.signUp).toBe(true);
    expect(reactModules(out.cjs)).toEqual([]);
  });

  it('would notice React being loaded (the check above can fail)', () => {
    expect(reactModules(run("await import('react');").cjs).length).toBeGreaterThan(0);
  });

  it('imports nothing but zod, @internationalized/date, the engine (a pure leaf) and its own files', async () => {
    const fs = await import('node:fs');
    const files = fs.readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of files) {
      const source = fs.readFileSync(path.join(here, file), 'utf8');
      const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      const allowed = ['zod', '@internationalized/date', '@dfr/statement-engine'];
      for (const s of specifiers) expect(allowed.includes(s) || s.startsWith('./'), `${file} imports ${s}`).toBe(true);
    }
  });
});
