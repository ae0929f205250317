import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTest } from '../../auth/testing';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../demo/seed';
import { settleJobs } from '../../services/jobs';
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
  const seeded = await seedDemo(h.deps);
  statementId = seeded.statementId;
  const s = await signInForTest(h.deps, DEMO_EMAIL, DEMO_PASSWORD);
  demo = { email: DEMO_EMAIL, sub: s.sub, token: s.accessToken };
  preparer = await h.user('preparer@example.com');
  approver = await h.user('approver@example.com');
  stranger = await h.user('stranger@example.com');
  for (const [who, role] of [
    [preparer, 'preparer'],
    [approver, 'approver'],
  ] as const)
    await h.call('POST', `/api/entities/${seeded.entityId}/users`, { as: demo, json: { email: who.email, role } });
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
    ).toBe(403);
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
