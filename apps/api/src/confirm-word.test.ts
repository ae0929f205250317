import { demoTrialBalanceCsv } from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startWithEntity, type TestUser } from './test/harness';

// "The user types the word confirm before payment, upload, next step, update or submission": the uploads (a
// trial-balance commit, a chart import) and the updates (entity and statement settings) are refused without it.
let h: Harness;
let owner: TestUser;
let entityId: string;
let statementId: string;

beforeAll(async () => {
  ({ h, owner, entityId } = await startWithEntity('CONFIRM-1'));
  const created = await h.call('POST', `/api/entities/${entityId}/statements`, {
    as: owner,
    json: { framework: 'crfrf', reportingYear: 2025, rounding: 'thousands' },
  });
  statementId = created.data.id;
});
afterAll(() => h.close());

const refused = (res: { status: number; data: { error: Record<string, unknown> } }) => {
  expect(res.status).toBe(422);
  expect(res.data.error).toMatchObject({
    message_key: 'confirm_word_required',
    field_keys: { confirm: 'confirm_word_required' },
  });
};
const statement = async () => (await h.call('GET', `/api/statements/${statementId}`, { as: owner })).data;

describe('the word "confirm"', () => {
  it('is required to commit a trial-balance import (a dry run needs none); nothing is saved without it', async () => {
    const csv = demoTrialBalanceCsv();
    const path = `/api/statements/${statementId}/trial-balance`;
    expect((await h.call('POST', `${path}?dryRun=true`, { as: owner, body: csv, type: 'text/csv' })).status).toBe(200);
    const { version } = await statement();
    for (const typed of ['', '&confirm=', '&confirm=yes'])
      refused(
        await h.call('POST', `${path}?dryRun=false&version=${version}${typed}`, {
          as: owner,
          body: csv,
          type: 'text/csv',
        }),
      );
    expect((await h.call('GET', path, { as: owner })).data.lines).toEqual([]);
    const ok = await h.call('POST', `${path}?dryRun=false&version=${version}&confirm=Confirm`, {
      as: owner,
      body: csv,
      type: 'text/csv',
    });
    expect(ok.status).toBe(200);
  });

  it('is required to import a chart', async () => {
    const path = `/api/entities/${entityId}/accounts`;
    const exported = (await h.call('GET', `${path}/export`, { as: owner })).data as string;
    const body = `${exported.trimEnd()}\n1196,Petty cash,សាច់ប្រាក់តូចតាច,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,false\n`;
    refused(await h.call('POST', `${path}/import`, { as: owner, body, type: 'text/csv' }));
    const codes = (await h.call('GET', path, { as: owner })).data.accounts.map((a: { code: string }) => a.code);
    expect(codes).not.toContain('1196');
    expect((await h.call('POST', `${path}/import?confirm=confirm`, { as: owner, body, type: 'text/csv' })).status).toBe(
      200,
    );
  });

  it('is required to save entity and statement settings; nothing changes without it', async () => {
    const entity = (await h.call('GET', `/api/entities/${entityId}`, { as: owner })).data;
    const noWord = await h.call('PATCH', `/api/entities/${entityId}`, {
      as: owner,
      json: { version: entity.version, nameEn: 'Renamed Co' },
    });
    refused(noWord);
    expect(noWord.data.error.message).toBe('Type the word "confirm" to continue.');
    expect((await h.call('GET', `/api/entities/${entityId}`, { as: owner })).data.nameEn).toBe(entity.nameEn);
    const s = await statement();
    refused(
      await h.call('PATCH', `/api/statements/${statementId}`, {
        as: owner,
        json: { version: s.version, rounding: 'millions', confirm: 'no' },
      }),
    );
    expect((await statement()).settings.rounding).toBe(s.settings.rounding);
    const saved = await h.call('PATCH', `/api/statements/${statementId}`, {
      as: owner,
      json: { version: s.version, rounding: 'millions', confirm: ' confirm ' },
    });
    expect(saved.data).toMatchObject({ settings: { rounding: 'millions' } });
  });
});
