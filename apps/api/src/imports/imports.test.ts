import { defaultChart, TRIAL_BALANCE_HEADERS, writeXlsx } from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type TestUser } from '../test/harness';
import { setImportTimeout } from '.';

/* Issue 19, finding 2: an upload is read in the import worker, so it never blocks the event loop for other users. */
let h: Harness;
let owner: TestUser;
let statementId: string;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const chart = defaultChart('crfrf');
/** A 49,000-line trial balance: the engine reads it in about half a second here. */
const big = writeXlsx([
  [...TRIAL_BALANCE_HEADERS],
  ...Array.from({ length: 49_000 }, (_, i) => [
    chart.accounts[i % chart.accounts.length]!.code,
    `Name ${i}`,
    2025,
    i,
    0,
  ]),
]) as Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('owner@example.com');
  statementId = await h.statement(owner, await h.entity(owner, 'WRK-1'));
});
afterAll(() => {
  setImportTimeout();
  return h.close();
});

const dryRun = () =>
  h.call('POST', `/api/statements/${statementId}/trial-balance?dryRun=true`, { as: owner, body: big, type: XLSX });

describe('the import worker', () => {
  it('reads a large workbook while the event loop keeps answering', async () => {
    await dryRun(); // the worker's first start (loading the engine) is not what is measured
    const started = performance.now();
    let last = started;
    let longest = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const res = await dryRun();
    const ended = performance.now();
    clearInterval(tick);
    longest = Math.max(longest, ended - last);
    expect(res.status).toBe(200);
    expect(res.data.problems.length + res.data.problemsNotShown).toBeGreaterThan(0); // the same codes repeat
    // Read on the event loop, the file stopped every tick for the whole request (the longest pause was all of it);
    // in the worker, the loop pauses only to copy the answer back.
    expect(longest, `longest pause ${Math.round(longest)} ms of ${Math.round(ended - started)} ms`).toBeLessThan(
      (ended - started) / 2,
    );
  });

  it('refuses a file that takes longer than the time limit, and reads the next one on a new worker', async () => {
    setImportTimeout(1);
    const slow = await dryRun();
    expect(slow.status).toBe(422);
    expect(slow.data.error.message_key).toBe('import_too_complex');
    setImportTimeout();
    expect((await dryRun()).status).toBe(200);
  });
});
