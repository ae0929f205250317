import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../model/types';
import { CHART_HEADERS, defaultChart, readChart, validateChart, writeChartCsv, writeChartXlsx } from '.';

describe.each(FRAMEWORKS)('the default %s chart', (framework) => {
  const chart = defaultChart(framework);

  it('is valid against its taxonomy and has Khmer names', () => {
    expect(validateChart(chart)).toEqual([]);
    for (const account of chart.accounts) expect(account.nameKh).toMatch(/[\u1780-\u17FF]/);
  });

  it('writes the chart file with the specified headers and reads it back, CSV and XLSX', () => {
    const csv = writeChartCsv(chart);
    expect(csv.slice(1, csv.indexOf('\r\n'))).toBe(CHART_HEADERS.join(','));
    expect(readChart(csv, framework)).toEqual({ chart, problems: [] });
    expect(readChart(writeChartXlsx(chart), framework)).toEqual({ chart, problems: [] });
  });
});

describe('custom charts', () => {
  const header = CHART_HEADERS.join(',');

  it('accepts a custom chart with its own codes', () => {
    const csv = `${header}\nA1,Till,ទូដាក់ប្រាក់,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,yes\nA2,Owner,ម្ចាស់,,equity,ifrs-full:IssuedCapital,credit,instant,no\n`;
    const result = readChart(csv, 'crfrf');
    expect(result.problems).toEqual([]);
    expect(result.chart.accounts.map((a) => [a.code, a.mandatory])).toEqual([
      ['A1', true],
      ['A2', false],
    ]);
  });

  it('reports every bad row with its file row, column and value', () => {
    const csv = [
      header,
      '1,Cash,សាច់ប្រាក់,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,false',
      '',
      '1,Cash again,សាច់ប្រាក់,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,false',
      '2,Thing,វត្ថុ,9,asset,ifrs-full:Nonsense,debit,instant,false',
      '3,Odd,ចម្លែក,,planet,ifrs-full:Inventories,debit,instant,false',
      '4,Flow,លំហូរ,,asset,ifrs-full:Inventories,debit,duration,false',
    ].join('\n');
    const { problems } = readChart(csv, 'crfrf');
    expect(problems.map((p) => [p.row, p.code, p.column, p.value])).toEqual([
      [4, 'duplicate_account', 'code', '1'],
      [5, 'unknown_concept', 'concept', 'ifrs-full:Nonsense'],
      [5, 'unknown_parent', 'parent_code', '9'],
      [6, 'invalid_account_type', 'account_type', 'planet'],
      [7, 'period_type_mismatch', 'period_type', 'duration'],
    ]);
    for (const p of problems) expect(p.message.kh).toMatch(/[\u1780-\u17FF]/);
  });

  it('rejects a file without the chart headers', () => {
    const { problems } = readChart('code,name\n1,Cash\n', 'crfrf');
    expect(problems[0]).toMatchObject({ row: 1, code: 'invalid_headers' });
  });
});

it('documents each account: from the file when given, else from its concept', () => {
  const header = `${CHART_HEADERS.join(',')},documentation_en,documentation_kh`;
  const csv = `${header}\nA1,Till,ទូដាក់ប្រាក់,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,no,Notes and coins in the till,ប្រាក់ក្នុងទូ\nA2,Owner,ម្ចាស់,,equity,ifrs-full:IssuedCapital,credit,instant,no,,\n`;
  const [till, owner] = readChart(csv, 'crfrf').chart.accounts;
  expect(till!.documentation).toEqual({ en: 'Notes and coins in the till', kh: 'ប្រាក់ក្នុងទូ' });
  expect(owner!.documentation?.en).toContain('share capital');
  expect(defaultChart('npo').accounts.every((a) => a.documentation?.kh)).toBe(true);
});
