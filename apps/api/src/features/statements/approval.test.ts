import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statements } from '../../db/schema';
import { DEMO_EMAIL } from '../../demo/seed';
import { settleJobs } from '../jobs/service';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
let demo: TestUser;
let preparer: TestUser;
let approver: TestUser;
let stranger: TestUser;
let statementId: string;
let version: number;

beforeAll(async () => {
  h = await startHarness();
  const seeded = await h.demo();
  ({ statementId, demo } = seeded);
  preparer = await h.user('preparer@example.com');
  approver = await h.user('approver@example.com');
  stranger = await h.user('stranger@example.com');
  await h.addMember(demo, seeded.entityId, preparer, 'preparer');
  await h.addMember(demo, seeded.entityId, approver, 'approver');
  version = (await h.call('GET', `/api/statements/${statementId}`, { as: demo })).data.version;
});
afterAll(() => h.close());

/** The code of the newest approval e-mail to the director (the number after "is" / the subject's last number). */
async function approvalCode(to: string) {
  const row = await h.latestEmail(to);
  expect(row?.template).toBe('approvalCode');
  return /\b(\d{6})\b(?!.*\b\d{6}\b)/s.exec(row!.text)?.[1] ?? '';
}

describe('approval with a code emailed to the director', () => {
  it('finalizes and validates the demo statements cleanly', async () => {
    const fin = await h.call('POST', `/api/statements/${statementId}/commands/finalize`, {
      as: preparer,
      json: { version, confirm: 'confirm' },
    });
    version = fin.data.statement.version;
    const early = await h.call('POST', `/api/statements/${statementId}/commands/approval-request`, {
      as: demo,
      json: { version },
    });
    expect(early.status).toBe(409);
    await h.call('POST', `/api/statements/${statementId}/commands/validate`, { as: preparer, json: { version } });
    await settleJobs();
    const s = (await h.call('GET', `/api/statements/${statementId}`, { as: demo })).data;
    expect(s.stage).toBe('validated');
    version = s.version;
  });

  it('keeps the code and its e-mail together (one transaction): when the e-mail cannot be written, neither is', async () => {
    const [before] = await h.deps.db.select().from(statements).where(eq(statements.id, statementId));
    const director = before!.directorEmail!;
    const mailed = await h.latestEmail(director);
    const enqueue = h.deps.email.enqueue;
    h.deps.email.enqueue = async (tx, message) => {
      await enqueue(tx, message);
      throw new Error('the outbox failed after writing');
    };
    try {
      const res = await h.call('POST', `/api/statements/${statementId}/commands/approval-request`, {
        as: preparer,
        json: { version },
      });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.data)).not.toContain('the outbox failed');
    } finally {
      h.deps.email.enqueue = enqueue;
    }
    const [after] = await h.deps.db.select().from(statements).where(eq(statements.id, statementId));
    expect(after).toMatchObject({ version: before!.version, approvalCodeHash: null, approvalCodeVersion: null });
    expect((await h.latestEmail(director))?.id).toBe(mailed?.id);
  });

  it('sends a 6-digit code to the director; a preparer cannot approve; a wrong code is refused; the right one approves', async () => {
    const req = await h.call('POST', `/api/statements/${statementId}/commands/approval-request`, {
      as: preparer,
      json: { version },
    });
    expect(req.status).toBe(200);
    expect(req.data.codeSentTo).toBe(DEMO_EMAIL);
    expect(JSON.stringify(req.data)).not.toContain('approvalCode');
    version = req.data.statement.version;
    const code = await approvalCode(DEMO_EMAIL);
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (
        await h.call('POST', `/api/statements/${statementId}/commands/approve`, {
          as: preparer,
          json: { version, code },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('POST', `/api/statements/${statementId}/commands/approve`, {
          as: stranger,
          json: { version, code },
        })
      ).status,
    ).toBe(404);
    // The demo user finalized it and is not the entity's only member: another member approves (separation of duties).
    const own = await h.call('POST', `/api/statements/${statementId}/commands/approve`, {
      as: demo,
      json: { version, code },
    });
    expect(own.status).toBe(403);
    expect(own.data.error.message_key).toBe('approval_own_statement');
    const wrong = await h.call('POST', `/api/statements/${statementId}/commands/approve`, {
      as: approver,
      json: { version, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(
      (
        await h.call('POST', `/api/statements/${statementId}/commands/approve`, {
          as: approver,
          json: { version: version - 1, code },
        })
      ).status,
    ).toBe(409);
    const ok = await h.call('POST', `/api/statements/${statementId}/commands/approve`, {
      as: approver,
      json: { version, code },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.statement).toMatchObject({ stage: 'approved', approvedBy: approver.sub });
    const again = await h.call('POST', `/api/statements/${statementId}/commands/approve`, {
      as: approver,
      json: { version: ok.data.statement.version, code },
    });
    expect(again.status).toBe(409);
  });
});

const command = (name: string, as: TestUser, json: Record<string, unknown>) =>
  h.call('POST', `/api/statements/${statementId}/commands/${name}`, { as, json });
const current = async () => (await h.call('GET', `/api/statements/${statementId}`, { as: demo })).data;

/**
 * An hour passes for the statement's approval codes (the limits of issue 34 start again): the counting hour and the
 * last sending move into the past, with a version step (the API's row cache follows versions).
 */
async function anHourLater() {
  const [row] = await h.deps.db.select().from(statements).where(eq(statements.id, statementId));
  await h.deps.db
    .update(statements)
    .set({
      approvalCodeWindowStart: '2000-01-01T00:00:00.000Z',
      approvalCodeSentAt: '2000-01-01T00:00:00.000Z',
      version: row!.version + 1,
    })
    .where(eq(statements.id, statementId));
}

/** Back to a freshly validated statement (reset, finalize, validate). */
async function validatedAgain() {
  let s = await current();
  if (s.stage !== 'draft')
    s = (await command('reset', demo, { version: s.version, confirm: 'confirm' })).data.statement;
  s = (await command('finalize', preparer, { version: s.version, confirm: 'confirm' })).data.statement;
  await command('validate', preparer, { version: s.version });
  await settleJobs();
  s = await current();
  expect(s.stage).toBe('validated');
  return s.version as number;
}

describe('each way an approval code goes wrong has its own answer', () => {
  beforeEach(anHourLater);

  async function requestCode(v: number) {
    const req = await command('approval-request', preparer, { version: v });
    expect(req.status).toBe(200);
    return { version: req.data.statement.version as number, code: await approvalCode(DEMO_EMAIL) };
  }

  it('a reset voids a sent code, and the statement shows no pending code any more', async () => {
    const v = await validatedAgain();
    const sent = await requestCode(v);
    expect((await current()).pendingCodes.approval).toMatchObject({ sentTo: DEMO_EMAIL });
    const reset = await command('reset', demo, { version: sent.version, confirm: 'confirm' });
    expect(reset.status).toBe(200);
    expect((await current()).pendingCodes.approval).toBeUndefined();
  });

  it('a code sent before the statement changed is refused with its own message', async () => {
    const v = await validatedAgain();
    const sent = await requestCode(v);
    // Validating again writes the statement: the code was sent for the version before.
    await command('validate', preparer, { version: sent.version });
    await settleJobs();
    const now = await current();
    expect(now.version).toBeGreaterThan(sent.version);
    const res = await command('approve', approver, { version: now.version, code: sent.code });
    expect(res.status).toBe(409);
    expect(res.data.error.message_key).toBe('code_statement_changed');
  });

  it('an expired code is refused as expired', async () => {
    const s = await current();
    const sent = await requestCode(s.version);
    // Time passes: the code's expiry moves into the past (with a version step, as the API's row cache follows versions).
    await h.deps.db
      .update(statements)
      .set({
        approvalCodeExpiresAt: '2000-01-01T00:00:00.000Z',
        version: sent.version + 1,
        approvalCodeVersion: sent.version + 1,
      })
      .where(eq(statements.id, statementId));
    const res = await command('approve', approver, { version: sent.version + 1, code: sent.code });
    expect(res.status).toBe(410);
    expect(res.data.error.message_key).toBe('code_expired');
  });

  it('after five wrong tries even the right code is refused as too many tries', async () => {
    const s = await current();
    const sent = await requestCode(s.version);
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await command('approve', approver, { version: sent.version, code: wrong })).status).toBe(422);
    const res = await command('approve', approver, { version: sent.version, code: sent.code });
    expect(res.status).toBe(429);
    expect(res.data.error.message_key).toBe('code_attempts_exceeded');
  });

  it('the approved statement says who approved it and when: the director whose code it was (issue 33, defect 9)', async () => {
    const s = await current();
    const sent = await requestCode(s.version);
    const ok = await command('approve', approver, { version: sent.version, code: sent.code });
    expect(ok.status).toBe(200);
    const after = await current();
    expect(after.stage).toBe('approved');
    expect(after.settings.directorEmail).toBeTruthy();
    expect(after.settings.directorEmail).not.toBe(approver.email);
    expect(after.roles.approvedBy.email).toBe(after.settings.directorEmail);
    expect(Date.parse(after.roles.approvedBy.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(after.pendingCodes).toEqual({});
  });
});

describe('approval codes are limited per statement (issue 34)', () => {
  beforeEach(anHourLater);
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  /** The last sending moves a minute into the past (with a version step). */
  async function aMinuteLater() {
    const [row] = await h.deps.db.select().from(statements).where(eq(statements.id, statementId));
    await h.deps.db
      .update(statements)
      .set({
        approvalCodeSentAt: new Date(Date.now() - 61_000).toISOString(),
        version: row!.version + 1,
        approvalCodeVersion: row!.approvalCodeVersion === row!.version ? row!.version + 1 : row!.approvalCodeVersion,
      })
      .where(eq(statements.id, statementId));
    return row!.version + 1;
  }

  it('no second code within a minute of a live one (429 with the wait, in both languages); then the new code replaces the old', async () => {
    let v = await validatedAgain();
    const first = await command('approval-request', preparer, { version: v });
    expect(first.status).toBe(200);
    v = first.data.statement.version;
    const oldCode = await approvalCode(DEMO_EMAIL);
    const mailed = await h.latestEmail(DEMO_EMAIL);
    const again = await command('approval-request', preparer, { version: v });
    expect(again.status).toBe(429);
    expect(again.data.error.message_key).toBe('code_wait');
    const seconds = again.data.error.message_params.seconds as number;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(again.data.error.message).toBe(
      `A code was sent less than a minute ago. You can ask for a new one in ${seconds} seconds.`,
    );
    const kh = await h.call('POST', `/api/statements/${statementId}/commands/approval-request`, {
      as: preparer,
      json: { version: v },
      lang: 'km',
    });
    expect(kh.data.error.message).toMatch(/^លេខកូដមួយត្រូវបានផ្ញើ.*[០-៩]+ វិនាទី/);
    // Nothing was sent for the refused requests.
    expect((await h.latestEmail(DEMO_EMAIL))?.id).toBe(mailed?.id);
    // A minute later a new code is sent, and only the new one approves.
    v = await aMinuteLater();
    const second = await command('approval-request', preparer, { version: v });
    expect(second.status).toBe(200);
    v = second.data.statement.version;
    const newCode = await approvalCode(DEMO_EMAIL);
    if (newCode !== oldCode) {
      const old = await command('approve', approver, { version: v, code: oldCode });
      expect(old.status).toBe(422);
    }
    expect((await command('approve', approver, { version: v, code: newCode })).status).toBe(200);
  });

  it('at most 5 codes an hour per statement: the 6th is refused with the minutes to wait', async () => {
    let v = await validatedAgain();
    for (let i = 0; i < 5; i++) {
      const sent = await command('approval-request', preparer, { version: v });
      expect(sent.status).toBe(200);
      v = await aMinuteLater();
    }
    const sixth = await command('approval-request', preparer, { version: v });
    expect(sixth.status).toBe(429);
    expect(sixth.data.error.message_key).toBe('code_hourly_limit');
    expect(sixth.data.error.message_params.minutes).toBeGreaterThanOrEqual(55);
    expect(sixth.data.error.message).toMatch(/in \d+ minutes\.$/);
  });

  it('a new code brings no fresh guesses: 10 tries an hour per statement, every code together', async () => {
    let v = await validatedAgain();
    let tries = 0;
    // Two codes, five wrong tries each: the statement's 10 tries of the hour are spent.
    for (let round = 0; round < 2; round++) {
      const sent = await command('approval-request', preparer, { version: v });
      expect(sent.status).toBe(200);
      v = sent.data.statement.version;
      const code = await approvalCode(DEMO_EMAIL);
      for (let i = 0; i < 5; i++) {
        expect((await command('approve', approver, { version: v, code: wrongFor(code) })).status).toBe(422);
        tries++;
      }
    }
    expect(tries).toBe(10);
    // A third code is not sent: the hour has no tries left.
    const third = await command('approval-request', preparer, { version: v });
    expect(third.status).toBe(429);
    expect(third.data.error.message_key).toBe('code_tries_exhausted');
    expect(third.data.error.message_params.minutes).toBeGreaterThan(0);
  });

  it("the director's e-mail is locked once the statement is finalized (the edit request reopens it)", async () => {
    const v = await validatedAgain();
    const patch = await h.call('PATCH', `/api/statements/${statementId}`, {
      as: preparer,
      json: { version: v, directorEmail: 'victim@example.org' },
    });
    expect(patch.status).toBe(409);
    expect(patch.data.error.message_key).toBe('not_editable');
    expect((await current()).settings.directorEmail).toBe(DEMO_EMAIL);
  });
});
