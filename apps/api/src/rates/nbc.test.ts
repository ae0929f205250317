import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldKeys } from '../http/validate';
import { rateService } from '../features/exchange-rates';
import { type Harness, startHarness, type TestUser } from '../test/harness';
import { parseNbcPublication } from './nbc';
import { startNbcSchedule } from './schedule';

/** The national bank's daily publication (issue 21, defect 12). */
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<exchangeRates date="2026-11-20">
  <rate currency="USD" unit="1" bid="4010" ask="4030" average="4020"/>
  <rate currency="THB" unit="100" bid="11450" ask="11560" average="11505"/>
  <rate><currency>JPY</currency><unit>1000</unit><bid>26100</bid><ask>26400</ask></rate>
</exchangeRates>`;
const CSV = 'Date,Symbol,Unit,Bid,Ask,Mid\n2026-11-23,USD,1,4012,4032,4022\n2026-11-23,KRW,1000,2870,2900,2885\n';

describe('parseNbcPublication', () => {
  it('reads the XML: per-100 and per-1,000 units to one unit, the average (or the mid of bid and ask), the date', () => {
    const { rates, problems, releaseDates } = parseNbcPublication(XML, fieldKeys);
    expect(problems).toEqual([]);
    expect(releaseDates).toEqual(['2026-11-20']);
    expect(rates.map((r) => [r.currency, r.closingRate, r.averageRate, r.releaseDate, r.rateType])).toEqual([
      ['USD', 4020, 4020, '2026-11-20', 'official'],
      ['THB', 115.05, 115.05, '2026-11-20', 'official'],
      ['JPY', 26.25, 26.25, '2026-11-20', 'official'],
    ]);
  });

  it('reads the CSV with its aliases (symbol, mid)', () => {
    const { rates, problems } = parseNbcPublication(CSV, fieldKeys);
    expect(problems).toEqual([]);
    expect(rates.map((r) => [r.currency, r.averageRate, r.releaseDate])).toEqual([
      ['USD', 4022, '2026-11-23'],
      ['KRW', 2.885, '2026-11-23'],
    ]);
  });

  it('refuses, with every reason by row, a unit that is not 1, 100 or 1,000, an average outside bid and ask, a bad date, and a file that is not the publication', () => {
    const bad = `<exchangeRates date="2026-13-40">
      <rate currency="USD" unit="10" bid="4010" ask="4030" average="4020"/>
      <rate currency="EUR" unit="1" bid="4300" ask="4350" average="4500"/>
      <rate currency="GBP" unit="1" bid="-1" ask="5100" average="5050"/>
    </exchangeRates>`;
    const { rates, problems } = parseNbcPublication(bad, fieldKeys);
    expect(rates).toEqual([]);
    expect(problems.map((p) => [p.row, p.column, p.code])).toEqual(
      expect.arrayContaining([
        [2, 'unit', 'nbc_unit'],
        [3, 'average', 'nbc_bid_ask'],
        [4, 'bid', 'positive_number'],
        [2, 'date', expect.any(String)],
      ]),
    );
    expect(parseNbcPublication('<html><body>Maintenance</body></html>', fieldKeys).problems[0]?.code).toBe(
      'nbc_unreadable',
    );
    expect(parseNbcPublication('<not xml', fieldKeys).problems[0]?.code).toBe('nbc_unreadable');
    expect(parseNbcPublication('a,b\n1,2', fieldKeys).problems[0]?.code).toBe('invalid_headers');
  });
});

describe("the national bank's rates through the API", () => {
  let h: Harness;
  let staff: TestUser;
  let filer: TestUser;
  let bank: http.Server;
  let served = XML;
  let status = 200;
  beforeAll(async () => {
    bank = http.createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(served);
    });
    await new Promise<void>((r) => bank.listen(0, '127.0.0.1', r));
    h = await startHarness({ DFR_NBC_RATES_URL: `http://127.0.0.1:${(bank.address() as AddressInfo).port}/rates.xml` });
    staff = await h.regulator('rates-staff@example.com');
    filer = await h.user('filer@example.com');
  });
  afterAll(async () => {
    h.close();
    await new Promise((r) => bank.close(r));
  });

  it("regulator staff import the publication's file (dry run first); a filer may not", async () => {
    const dry = await h.call('POST', '/api/exchange-rates/import-nbc?dryRun=true', {
      as: staff,
      body: CSV,
      type: 'text/csv',
    });
    expect(dry.data).toMatchObject({ dryRun: true, rows: 2, added: 0 });
    const done = await h.call('POST', '/api/exchange-rates/import-nbc', { as: staff, body: CSV, type: 'text/csv' });
    expect(done.data).toMatchObject({ dryRun: false, added: 2 });
    const refused = await h.call('POST', '/api/exchange-rates/import-nbc', { as: filer, body: CSV, type: 'text/csv' });
    expect(refused.status).toBe(403);
  });

  it('fetches it on demand; a weekend date reads the latest earlier rate; a failed fetch keeps the rates', async () => {
    const fetched = await h.call('POST', '/api/exchange-rates/fetch-nbc', { as: staff });
    expect(fetched.data).toMatchObject({ added: 3 });
    // 2026-11-22 is a Sunday: the rate of Friday 2026-11-20 applies.
    const sunday = await h.call('GET', '/api/exchange-rates/on?date=2026-11-22&currency=THB', { as: filer });
    expect(sunday.data).toMatchObject({ releaseDate: '2026-11-20', closingRate: 115.05 });
    status = 503;
    const down = await h.call('POST', '/api/exchange-rates/fetch-nbc', { as: staff });
    expect(down.status).toBe(502);
    expect(down.data.error.message_key).toBe('nbc_unavailable');
    status = 200;
    served = '<exchangeRates date="2026-11-24"><rate currency="USD" unit="7" average="1"/></exchangeRates>';
    const wrong = await h.call('POST', '/api/exchange-rates/fetch-nbc', { as: staff });
    expect(wrong.status).toBe(422);
    const usd = await h.call('GET', '/api/exchange-rates/on?date=2026-11-24&currency=USD', { as: filer });
    expect(usd.data).toMatchObject({ releaseDate: '2026-11-23', closingRate: 4022 });
  });

  it('runs on a schedule where configured: on start, then every few hours', async () => {
    served =
      '<exchangeRates date="2026-11-25"><rate currency="USD" unit="1" bid="4015" ask="4035" average="4025"/></exchangeRates>';
    const lines: string[] = [];
    const stop = startNbcSchedule(
      h.deps,
      () => rateService.fetchNbc(h.deps, 'system'),
      (l) => lines.push(l),
    );
    await expect.poll(() => lines.length).toBe(1);
    stop();
    expect(lines[0]).toContain('1 added');
    const today = await h.call('GET', '/api/exchange-rates/on?date=2026-11-25&currency=USD', { as: filer });
    expect(today.data).toMatchObject({ releaseDate: '2026-11-25', closingRate: 4025 });
  });
});
