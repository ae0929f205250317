// The engine runs in the browser, in Node and in a worker: outside src/cli/ no module may import a Node built-in,
// React or the DOM. (This test itself is Node-only, so it lives beside the CLI.)
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const src = path.dirname(path.dirname(new URL(import.meta.url).pathname));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'cli' && dir === src ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|bench)\.ts$/.test(entry.name) ? [full] : [];
  });
}

it('keeps every engine module free of Node built-ins, React and the DOM', () => {
  const offenders: string[] = [];
  const files = sourceFiles(src);
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const specifier = match[1]!;
      if (specifier.startsWith('node:') || /^(fs|path|os|child_process|url|crypto|buffer|stream)$/.test(specifier)) {
        offenders.push(`${path.relative(src, file)} imports ${specifier}`);
      }
      if (/^react(-dom)?($|\/)/.test(specifier)) offenders.push(`${path.relative(src, file)} imports ${specifier}`);
    }
    if (/\b(document|window)\./.test(text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))) {
      offenders.push(`${path.relative(src, file)} uses the DOM`);
    }
  }
  expect(offenders).toEqual([]);
});
