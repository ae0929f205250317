// `dfr-statements pdf`: the demo statements printed through headless Chromium, read back with poppler.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../../demo';
import { buildStatements } from '../../statements';
import { runCliIn } from '../testing';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-cli-pdf-'));
  const set = buildStatements({
    settings: DEMO_SETTINGS,
    trialBalance: demoTrialBalance(),
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  });
  fs.writeFileSync(path.join(dir, 'statements.json'), JSON.stringify(set));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (...argv: string[]) => runCliIn(dir, argv);

describe('dfr-statements pdf', () => {
  it('prints the statements with the export settings of a file, Khmer kept as written', async () => {
    fs.writeFileSync(
      path.join(dir, 'export.json'),
      JSON.stringify({
        pageSize: 'Letter',
        orientation: 'landscape',
        header: '{entity} {year}',
        documentLanguage: 'kh',
        mainColour: '#1565C0',
      }),
    );
    const run = await cli('pdf', 'statements.json', '--settings', 'export.json', '--out', 'out/statements.pdf');
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('out/statements.pdf');
    const file = path.join(dir, 'out/statements.pdf');
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+792 x 612 pts/);
    expect(Number(/Pages:\s+(\d+)/.exec(info)![1])).toBeGreaterThan(5);
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain('ក្រុមហ៊ុនអង្គរត្រេឌីងឯ.ក២០២៥');
    expect(text).toContain('របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ');
    expect(text).toContain('៣,៨៩៨,០០០');
  }, 60_000);

  it('refuses wrong settings with every problem, in Khmer too, and writes nothing', async () => {
    fs.writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ pageSize: 'B5', margin: 80, mainColour: 'blue' }));
    const run = await cli('pdf', 'statements.json', '--settings', 'bad.json', '--out', 'bad.pdf');
    expect(run.code).not.toBe(0);
    expect(run.err).toContain('pageSize must be one of A4, A3, Letter, Legal.');
    expect(run.err).toContain('margin must be a whole number of millimetres from 0 to 50.');
    expect(run.err).toContain('mainColour must be a colour such as #2E7D32.');
    expect(fs.existsSync(path.join(dir, 'bad.pdf'))).toBe(false);
    const kh = await cli('pdf', 'statements.json', '--settings', 'bad.json', '--out', 'bad.pdf', '--lang', 'kh');
    expect(kh.err).toContain('ការកំណត់ការនាំចេញមានបញ្ហា ៣');
  });

  it('says where Chromium is missing instead of failing with a stack trace', async () => {
    const run = await cli('pdf', 'statements.json', '--out', 'x.pdf', '--chromium', '/nowhere/chromium');
    expect(run.code).not.toBe(0);
    expect(run.err).toContain('Chromium is not at /nowhere/chromium');
    expect(run.err).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
