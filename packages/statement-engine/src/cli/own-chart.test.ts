// Issue 18, done when: a chart written with IFRS names without prefix and common account-type words imports in a dry
// run with nothing refused, and the CLI builds and files with it — here the three charts that measure the mapping
// assistant, whose accounts use the wider taxonomy's concepts (classes of property, grants by source, programme
// expenses …).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CHART_HEADERS, readChart } from '../chart';
import { GARMENT_FACTORY_CHART } from '../chart/__fixtures__/garment-factory-chart';
import { NGO_CHART } from '../chart/__fixtures__/ngo-chart';
import { SMALL_COMPANY_CHART, type TestAccount } from '../chart/__fixtures__/small-company-chart';
import { writeCsv } from '../csv';
import type { AccountType, Framework, StatementSet } from '../model/types';
import { checkFilingPackage } from '../xbrl';
import { runCliIn } from './testing';

/** A fresh folder for one test's files, removed when the test ends. */
function folder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-own-chart-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return { dir, cli: (...argv: string[]) => runCliIn(dir, argv) };
}

const TYPE_WORDS: Record<AccountType, string> = {
  asset: 'Assets',
  liability: 'បំណុល',
  equity: 'Funds',
  income: 'ចំណូល',
  expense: 'Expenditure',
};

/** A chart as its accountant keeps it: concepts without prefix, type words, no balance or period column. */
function chartCsv(chart: readonly TestAccount[]): string {
  return writeCsv([
    [...CHART_HEADERS],
    ...chart.map((a) => [
      a.code,
      a.nameEn,
      a.nameKh,
      '',
      TYPE_WORDS[a.accountType],
      a.expected.slice(a.expected.indexOf(':') + 1),
      '',
      '',
      'no',
    ]),
  ]);
}

/** Two balanced years: every account holds an amount on its normal side; the first bank account balances. */
function trialBalanceCsv(chart: readonly TestAccount[]): string {
  const bank = chart.find((a) => a.expected === 'ifrs-full:CashAndCashEquivalents')!.code;
  const rows: (string | number)[][] = [['account_code', 'account_name', 'year', 'debit', 'credit']];
  for (const year of [2024, 2025]) {
    let net = 0;
    chart.forEach((a, i) => {
      if (a.code === bank) return;
      const amount = 1_000_000 + i * 37_000 + (year - 2024) * 11_000;
      const debit = a.accountType === 'asset' || a.accountType === 'expense';
      net += debit ? amount : -amount;
      rows.push([a.code, a.nameEn, year, debit ? amount : 0, debit ? 0 : amount]);
    });
    rows.push([bank, 'Bank', year, Math.max(-net, 0), Math.max(net, 0)]);
  }
  return writeCsv(rows.map((r) => r.map(String)));
}

const CHARTS: { name: string; chart: readonly TestAccount[]; framework: Framework; notes: string[] }[] = [
  {
    name: "an NGO's chart (held out)",
    chart: NGO_CHART,
    framework: 'npo',
    notes: ['note-property-plant-equipment', 'note-grants-donations', 'note-payables'],
  },
  {
    name: "a garment factory's chart (held out)",
    chart: GARMENT_FACTORY_CHART,
    framework: 'crfrf',
    notes: ['note-property-plant-equipment', 'note-inventories', 'note-payables', 'note-income-tax'],
  },
  {
    name: "a trading, service and assembly company's chart",
    chart: SMALL_COMPANY_CHART,
    framework: 'crfrf',
    notes: ['note-property-plant-equipment', 'note-inventories', 'note-receivables', 'note-finance-costs'],
  },
];

describe.each(CHARTS)("$name, written the accountants' way", ({ chart, framework, notes }) => {
  it('imports in a dry run with nothing refused, each reading said', () => {
    const result = readChart(chartCsv(chart), framework);
    expect(result.problems).toEqual([]);
    expect(result.chart.accounts).toHaveLength(chart.length);
    for (const a of chart) expect(result.chart.accounts.find((c) => c.code === a.code)?.concept).toBe(a.expected);
    const how = (from: string) => result.mappings.find((m) => m.from === from)?.how;
    expect(how('Land')).toBe('unprefixed');
    expect(how('Expenditure')).toBeDefined();
  });

  it('builds the statements with the CLI and files them: every calculation of the notes holds', async () => {
    const { dir, cli } = folder();
    fs.writeFileSync(path.join(dir, 'chart.csv'), chartCsv(chart));
    fs.writeFileSync(path.join(dir, 'tb.csv'), trialBalanceCsv(chart));
    const built = await cli(
      'build',
      '--framework',
      framework,
      '--chart',
      'chart.csv',
      '--trial-balance',
      'tb.csv',
      '--period-end',
      '2025-12-31',
      '--out',
      'statements.json',
    );
    expect(built.err).toBe('');
    expect(built.code).toBe(0);
    const set = JSON.parse(fs.readFileSync(path.join(dir, 'statements.json'), 'utf8')) as StatementSet;
    const fact = (concept: string, instant = '2025-12-31') =>
      set.facts.find((f) => f.concept === concept && 'instant' in f.period && f.period.instant === instant)?.value;
    expect(fact('ifrs-full:Assets')).toBe(fact('ifrs-full:EquityAndLiabilities'));
    expect(fact('ifrs-full:PropertyPlantAndEquipment')).toBe(
      ['Land', 'Buildings', 'Machinery', 'Vehicles', 'OfficeEquipment', 'FixturesAndFittings', 'ConstructionInProgress']
        .concat('OtherPropertyPlantAndEquipment')
        .reduce((sum, c) => sum + Number(fact(`ifrs-full:${c}`)), 0),
    );
    const sections = set.rendering.sections.map((s) => s.id);
    expect(sections).toEqual(expect.arrayContaining(notes));
    const filed = await cli(
      'xbrl',
      'statements.json',
      '--zip',
      'filing.zip',
      '--registration-number',
      '00067890',
      '--name-en',
      'Mekong Community Health Organisation',
      '--name-kh',
      'អង្គការសុខភាពសហគមន៍មេគង្គ',
    );
    expect(filed.code).toBe(0);
    const check = checkFilingPackage(new Uint8Array(fs.readFileSync(path.join(dir, 'filing.zip'))));
    expect(check.problems).toEqual([]);
  }, 60_000);
});
