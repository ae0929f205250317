import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountantChartCsv } from '../chart/__fixtures__/accountant-chart';
import { demoTrialBalanceCsv } from '../demo';
import type { StatementSet } from '../model/types';
import { readXlsx } from '../xlsx';
import { runCliIn } from './testing';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-cli-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const cli = (...argv: string[]) => runCliIn(dir, argv);

describe('dfr-statements', () => {
  it('prints help in English and Khmer', async () => {
    const en = await cli('--help');
    expect(en.code).toBe(0);
    expect(en.out).toContain('template');
    expect(en.out).toContain('build');
    const kh = await cli('--help', '--lang', 'kh');
    expect(kh.out).toContain('ពាក្យបញ្ជា');
    const buildHelp = await cli('build', '--help');
    expect(buildHelp.out).toContain('--trial-balance');
  });

  it('writes the template and builds statements from it', async () => {
    expect((await cli('template', '--out', 'tb.csv')).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'tb.csv'), 'utf8')).toContain('account_code,account_name,year,debit,credit');
    const built = await cli('build', '--trial-balance', 'tb.csv', '--period-end', '2025-12-31', '--out', 'out/s.json');
    expect(built.err).toBe('');
    expect(built.code).toBe(0);
    const set = JSON.parse(fs.readFileSync(path.join(dir, 'out/s.json'), 'utf8')) as StatementSet;
    expect(set.facts.length).toBeGreaterThan(0);
    expect(set.rendering.sections[0]!.id).toBe('sfp-current-noncurrent');
  });

  it('writes an XLSX template and the default chart', async () => {
    expect((await cli('template', '--out', 'tb.xlsx', '--framework', 'npo')).code).toBe(0);
    expect(readXlsx(new Uint8Array(fs.readFileSync(path.join(dir, 'tb.xlsx'))))[0]).toEqual([
      'account_code',
      'account_name',
      'year',
      'debit',
      'credit',
    ]);
    const chart = await cli('chart', '--framework', 'npo', '--out', 'chart.csv', '--lang', 'kh');
    expect(chart.code).toBe(0);
    expect(chart.out).toContain('តារាងគណនី');
    expect(fs.readFileSync(path.join(dir, 'chart.csv'), 'utf8')).toContain(
      'code,name_en,name_kh,parent_code,account_type,concept,balance_type,period_type,mandatory',
    );
  });

  it("builds the demo with a chart written the accountants' way, saying what was mapped how", async () => {
    fs.writeFileSync(path.join(dir, 'demo.csv'), demoTrialBalanceCsv());
    fs.writeFileSync(path.join(dir, 'chart.csv'), accountantChartCsv());
    const args = ['build', '--trial-balance', 'demo.csv', '--chart', 'chart.csv', '--period-end', '2025-12-31'];
    const built = await cli(...args, '--out', 'mine.json');
    expect(built.err).toBe('');
    expect(built.code).toBe(0);
    expect(built.out).toContain(
      '"CashAndCashEquivalents" → ifrs-full:CashAndCashEquivalents (IFRS name without prefix)',
    );
    expect(built.out).toMatch(/"CurrentTaxLiabilities" → ifrs-full:CurrentTaxLiabilitiesCurrent .*Possible error/);
    expect(built.out).toContain('"Dr" → debit (common word)');
    // The same statements as with the default chart.
    expect(
      (await cli('build', '--trial-balance', 'demo.csv', '--period-end', '2025-12-31', '--out', 'd.json')).code,
    ).toBe(0);
    const mine = JSON.parse(fs.readFileSync(path.join(dir, 'mine.json'), 'utf8')) as StatementSet;
    const standard = JSON.parse(fs.readFileSync(path.join(dir, 'd.json'), 'utf8')) as StatementSet;
    expect(mine.facts).toEqual(standard.facts);
    const kh = await cli(...args, '--out', 'kh.json', '--lang', 'kh');
    expect(kh.out).toContain('កំហុសដែលអាចកើតមាន');
  });

  it('builds the demo with every option: liquidity, by nature, millions, translated to USD', async () => {
    fs.writeFileSync(path.join(dir, 'demo.csv'), demoTrialBalanceCsv());
    expect((await cli('chart', '--out', 'chart.xlsx')).code).toBe(0);
    const built = await cli(
      'build',
      '--trial-balance',
      'demo.csv',
      '--chart',
      'chart.xlsx',
      '--period-end',
      '2025-12-31',
      '--currency',
      'USD',
      '--functional-currency',
      'KHR',
      '--closing-rate',
      '0.000245',
      '--average-rate',
      '0.000247',
      '--rounding',
      'thousands',
      '--sfp',
      'liquidity',
      '--pl',
      'nature',
      '--out',
      'statements.json',
    );
    expect(built.err).toBe('');
    const set = JSON.parse(fs.readFileSync(path.join(dir, 'statements.json'), 'utf8')) as StatementSet;
    expect(set.rendering.sections.map((s) => s.id).slice(0, 2)).toEqual(['sfp-liquidity', 'pl-nature']);
    expect(set.facts.find((f) => f.concept === 'ifrs-full:Assets')?.unit).toBe('USD');
  });

  it('exits non-zero listing every import problem with row, column and message, in Khmer too', async () => {
    fs.writeFileSync(
      path.join(dir, 'bad.csv'),
      'account_code,account_name,year,debit,credit\n9999,Ghost,2025,5,0\n2610,Cash,2025,1.5,0\n3100,Capital,2025,0,7\n',
    );
    const result = await cli('build', '--trial-balance', 'bad.csv', '--period-end', '2025-12-31', '--out', 's.json');
    expect(result.code).toBe(1);
    expect(result.err).toContain('row 2, column account_code: Account 9999 is not in the chart of accounts.');
    expect(result.err).toContain('row 3, column debit');
    expect(result.err).toContain('unbalanced_rows_read');
    expect(fs.existsSync(path.join(dir, 's.json'))).toBe(false);
    const kh = await cli(
      'build',
      '--trial-balance',
      'bad.csv',
      '--period-end',
      '2025-12-31',
      '--out',
      's.json',
      '--lang',
      'kh',
    );
    expect(kh.err).toContain('ជួរ 2 ជួរឈរ account_code');
    expect(kh.err).toContain('មិនមាននៅក្នុងតារាងគណនីទេ');
  });

  it('answers bad options with a coded, bilingual message and no stack trace', async () => {
    const cases = [
      [['nonsense'], 'unknown_command'],
      [['build', '--period-end', '2025-12-31', '--out', 'x.json'], 'missing_option'],
      [['build', '--trial-balance', 'missing.csv', '--period-end', '2025-12-31', '--out', 'x.json'], 'file_not_found'],
      [['build', '--trial-balance', 'x.csv', '--period-end', '31/12/2025', '--out', 'x.json'], 'invalid_date'],
      [['template', '--out', 'tb.txt'], 'invalid_file_type'],
      [['template', '--out', 'tb.csv', '--colour', 'red'], 'unknown_option'],
      [['chart', '--framework', 'ifrs', '--out', 'c.csv'], 'invalid_option'],
      [['--lang', 'fr'], 'invalid_lang'],
    ] as const;
    for (const [argv, code] of cases) {
      const result = await cli(...argv);
      expect(result.code).toBe(1);
      expect(result.err).toContain(`[${code}]`);
      expect(result.err).not.toMatch(/\n\s+at /);
    }
    const kh = await cli('chart', '--framework', 'ifrs', '--out', 'c.csv', '--lang', 'kh');
    expect(kh.err).toContain('កំហុស [invalid_option]');
    expect(kh.err).toContain('"ifrs"');
  });

  it('keeps the previous output when the build fails', async () => {
    fs.writeFileSync(path.join(dir, 's.json'), 'previous');
    fs.writeFileSync(path.join(dir, 'bad.csv'), 'account_code,year,debit,credit\n2610,2025,5,0\n');
    expect(
      (await cli('build', '--trial-balance', 'bad.csv', '--period-end', '2025-12-31', '--out', 's.json')).code,
    ).toBe(1);
    expect(fs.readFileSync(path.join(dir, 's.json'), 'utf8')).toBe('previous');
  });
});
