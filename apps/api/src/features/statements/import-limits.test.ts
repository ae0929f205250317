import { translate } from '@dfr/forms/rules';
import { DEFAULT_TABLE_LIMITS, defaultChart, demoTrialBalanceCsv, writeChartCsv } from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

/* Issue 19, findings 2, 3 and 4: imports have limits, answer with one clear message beyond them, and warn of formulas. */
let h: Harness;
let owner: TestUser;
let entityId: string;
let statementId: string;

const MAX_LINES = 200;
const csv = demoTrialBalanceCsv();

beforeAll(async () => {
  h = await startHarness({ DFR_IMPORT_MAX_LINES: String(MAX_LINES) });
  owner = await h.user('owner@example.com');
  entityId = await h.entity(owner, 'LIM-1');
  statementId = await h.statement(owner, entityId);
});
afterAll(() => h.close());

const dryRun = (body: string | Uint8Array<ArrayBuffer>, type = 'text/csv') =>
  h.call('POST', `/api/statements/${statementId}/trial-balance?dryRun=true`, { as: owner, body, type });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A zip of one stored (uncompressed) file, as a hostile client would hand-craft it (the reader does not check CRCs). */
function storedZip(name: string, text: string): Uint8Array<ArrayBuffer> {
  const file = Buffer.from(name);
  const data = Buffer.from(text);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const centralAt = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return new Uint8Array(Buffer.concat([local, file, data, central, file, end]));
}
const KHMER = /[\u1780-\u17FF]/;

describe('import limits (issue 19, findings 2 and 3)', () => {
  it("limits lines, unless configured, to the engine's own default (DEFAULT_TABLE_LIMITS), not a second number", () => {
    expect(loadEnv({ NODE_ENV: 'test' }).DFR_IMPORT_MAX_LINES).toBe(DEFAULT_TABLE_LIMITS.maxLines);
  });

  it('refuses a trial balance over the configured number of lines with one problem in both languages', async () => {
    const [header, first] = csv.trim().split('\n');
    const long = [header, ...Array.from({ length: MAX_LINES + 50 }, () => first)].join('\n');
    const res = await dryRun(long);
    expect(res.status).toBe(200);
    expect(res.data.ok).toBe(false);
    expect(res.data.problems).toEqual([
      expect.objectContaining({ row: MAX_LINES + 1, code: 'too_many_lines', value: String(MAX_LINES) }),
    ]);
    expect(res.data.problems[0].message.en).toMatch(/more than 200 lines/);
    expect(res.data.problems[0].message.kh).toMatch(KHMER);
    expect(res.data.problemsNotShown).toBe(0);
  });

  it('refuses a cell of megabytes without echoing it (the answer stays small)', async () => {
    const [header, first] = csv.trim().split('\n');
    const cells = first!.split(',');
    cells[1] = 'x'.repeat(5_000_000);
    const res = await dryRun([header, cells.join(',')].join('\n'));
    expect(res.data.problems).toEqual([expect.objectContaining({ row: 2, column: 'B', code: 'cell_too_long' })]);
    expect(JSON.stringify(res.data).length).toBeLessThan(2_000);
  });

  it('answers a 646-byte workbook naming row 30,000,000 at once, without allocating the rows', async () => {
    const bomb = storedZip(
      'xl/worksheets/sheet1.xml',
      '<worksheet><sheetData><row r="30000000"><c r="A30000000"><v>1</v></c></row></sheetData></worksheet>',
    );
    expect(bomb.length).toBeLessThan(700);
    const heap = process.memoryUsage().heapUsed;
    const started = Date.now();
    const res = await dryRun(bomb, XLSX);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(100 * 1024 * 1024);
    expect(res.status).toBe(200);
    expect(res.data.problems).toEqual([expect.objectContaining({ code: 'xlsx_too_large', value: 'maxRows' })]);
    expect(res.data.problems[0].message.kh).toMatch(KHMER);
  });

  it('refuses a chart over the line limit with the same message', async () => {
    const chart = defaultChart('crfrf');
    const many = {
      ...chart,
      accounts: Array.from({ length: MAX_LINES + 1 }, (_, i) => ({ ...chart.accounts[0]!, code: `9${i}` })),
    };
    const res = await h.call('POST', `/api/entities/${entityId}/accounts/import?confirm=confirm`, {
      as: owner,
      body: writeChartCsv(many),
      type: 'text/csv',
    });
    expect(res.status).toBe(422);
    expect(res.data.error.details.problems).toEqual([expect.objectContaining({ code: 'too_many_lines' })]);
  });
});

describe('rate files have the same line limit (issue 19, finding 3)', () => {
  it("refuses the regulator's rate file over the limit before reading it, with a code in both languages", async () => {
    const regulator = await h.regulator('staff@example.com');
    const rows = Array.from(
      { length: MAX_LINES + 10 },
      (_, i) => `USD,4100,4095,2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
    );
    const file = ['currency,closing_rate,average_rate,release_date', ...rows].join('\n');
    for (const path of ['/api/exchange-rates/import', '/api/exchange-rates/import-nbc']) {
      const res = await h.call('POST', path, { as: regulator, body: file, type: 'text/csv' });
      expect(res.status, path).toBe(422);
      expect(res.data.error.details.problems).toEqual([
        { row: MAX_LINES + 1, code: 'too_many_lines', value: String(MAX_LINES) },
      ]);
      expect(translate('too_many_lines', 'kh')).toMatch(KHMER);
    }
    const short = ['currency,closing_rate,average_rate,release_date', ...rows.slice(0, 5)].join('\n');
    expect(
      (await h.call('POST', '/api/exchange-rates/import?dryRun=true', { as: regulator, body: short, type: 'text/csv' }))
        .status,
    ).toBe(200);
  });
});

describe('formula cells on import (issue 19, finding 4)', () => {
  it('warns about a trial-balance cell a spreadsheet would run, and still reads the file', async () => {
    const lines = csv.trim().split('\n');
    const cells = lines[1]!.split(',');
    cells[1] = '"=HYPERLINK(""http://evil.example"",""Cash"")"';
    const res = await dryRun([lines[0], cells.join(','), ...lines.slice(2)].join('\n'));
    expect(res.data.ok).toBe(true);
    expect(res.data.warnings).toEqual([
      expect.objectContaining({ row: 2, code: 'formula_like_cell', value: '=HYPERLINK("http://evil.example","Cash")' }),
    ]);
    expect(res.data.warnings[0].message.kh).toMatch(KHMER);
    expect((await dryRun(csv)).data).toMatchObject({ warnings: [], warningsNotShown: 0 });
    // Like problems: the first 100 and the count of the rest.
    const many = [lines[0], ...lines.slice(1).map((l) => l.replace(/^([^,]*),[^,]*,/, '$1,@x,'))];
    while (many.length < 131) many.push(many[many.length - 1]!);
    const capped = (await dryRun(many.join('\n'))).data;
    expect(capped.warnings).toHaveLength(100);
    expect(capped.warningsNotShown).toBe(30);
  });

  it('warns on a chart import and exports the name neutralised', async () => {
    const chart = defaultChart('crfrf');
    const hostile = {
      ...chart,
      accounts: [{ ...chart.accounts[0]!, code: '9001', nameEn: '@SUM(1+1)*cmd|" /C calc"!A0' }],
    };
    const file = writeChartCsv(hostile).replace("'@SUM", '@SUM');
    const res = await h.call('POST', `/api/entities/${entityId}/accounts/import?confirm=confirm`, {
      as: owner,
      body: file,
      type: 'text/csv',
    });
    expect(res.status).toBe(200);
    expect(res.data.warnings).toEqual([
      expect.objectContaining({ row: 2, column: 'name_en', code: 'formula_like_cell' }),
    ]);
    const exported = await h.call('GET', `/api/entities/${entityId}/accounts/export`, { as: owner });
    expect(exported.data).toContain(`'@SUM(1+1)`);
    expect(exported.data).not.toMatch(/(^|,)@SUM/m);
  });
});
