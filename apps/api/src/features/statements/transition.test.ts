import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, statements } from '../../db/schema';
import { type Harness, startHarness } from '../../test/harness';
import { statementRepo } from './repository';
import { type Transition, transition } from './transition';

/**
 * The one writer of a statement's stage (issue 31): the lifecycle's guards on the row as it is, one versioned write,
 * its audit row; refusals leave the row as it was. (That nothing else writes a stage is the architecture check's
 * `statement-stage-one-writer`.)
 */
let h: Harness;
let statementId: string;
let actor: string;

const row = async () => (await h.deps.db.select().from(statements).where(eq(statements.id, statementId)))[0]!;
const run = (t: Omit<Transition, 'statementId'>) =>
  h.deps.db.transaction((tx) => transition(tx, { statementId, ...t }));
const audits = async (action: string) =>
  h.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, statementId), eq(auditLog.action, action)));

beforeAll(async () => {
  h = await startHarness();
  const demo = await h.demo();
  statementId = demo.statementId;
  actor = demo.demo.sub;
});
afterAll(() => h?.close());

describe('the transition, the only writer of a stage', () => {
  it('applies every guard of the engine on the row: wrong stage, stale version, missing confirm word', async () => {
    const before = await row();
    const preparer = { id: actor, capabilities: ['prepare'] as const };
    await expect(run({ command: 'reset', actor: preparer })).rejects.toMatchObject({ status: 403 });
    await expect(run({ command: 'finalize', actor: preparer })).rejects.toMatchObject({
      status: 422,
      messageKey: 'confirm_word_required',
    });
    await expect(
      run({ command: 'finalize', actor: preparer, attempt: { confirmed: true }, expectedVersion: before.version - 1 }),
    ).rejects.toMatchObject({ status: 409, code: 'STALE_VERSION' });
    await expect(run({ command: 'submit', actor: { id: actor, capabilities: ['submit'] } })).rejects.toMatchObject({
      status: 409,
      messageKey: 'invalid_transition',
    });
    // Skipped refusals (the system's and the regulator's) leave it as it was too.
    expect(
      await run({
        command: 'payment-received',
        actor: { id: 'system', capabilities: ['system'] },
        whenRefused: 'skip',
      }),
    ).toBeUndefined();
    expect(
      await run({ command: 'accept', actor: { id: 'r', capabilities: ['regulate'] }, whenRefused: 'skip' }),
    ).toBeUndefined();
    const after = await row();
    expect({ stage: after.stage, version: after.version }).toEqual({ stage: before.stage, version: before.version });
  });

  it('moves the stage with a new version, the columns that change with it and one audit row', async () => {
    const before = await row();
    const moved = await run({
      command: 'finalize',
      actor: { id: actor, capabilities: ['prepare'] },
      attempt: { confirmed: true },
      expectedVersion: before.version,
      patch: { finalizedBy: actor, finalizedAt: '2026-01-02T00:00:00.000Z' },
    });
    expect(moved).toMatchObject({ stage: 'finalized', version: before.version + 1, finalizedBy: actor });
    expect(await row()).toMatchObject({ stage: 'finalized', version: before.version + 1 });
    const rows = await audits('statement.finalize');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor, before: { stage: 'draft' }, after: { stage: 'finalized' } });
  });

  it('chains the system command in the same write: approving a year already paid leaves it paid, one version', async () => {
    await run({
      command: 'validation-passed',
      actor: { id: actor, capabilities: ['system'] },
      audited: { before: { stage: 'finalized' }, after: { stage: 'validated' } },
    });
    const before = await row();
    expect(before.stage).toBe('validated');
    const moved = await run({
      command: 'approve',
      actor: { id: actor, capabilities: ['approve'] },
      attempt: { actor, preparedBy: [before.preparedBy, before.finalizedBy], memberCount: 1 },
      followedBy: 'payment-received',
    });
    expect(moved).toMatchObject({ stage: 'paid', version: before.version + 1 });
    expect((await audits('statement.approve'))[0]).toMatchObject({ after: { stage: 'paid' } });
    // The payment's own change records no statement audit (the invoice's `invoice.paid` row does).
    expect(await audits('statement.payment_received')).toHaveLength(0);
  });

  it('the repository refuses a stage anywhere but moveStage, and moveStage only from the stage it was told', async () => {
    const current = await row();
    await expect(
      statementRepo.updateVersioned(h.deps.db, statementId, current.version, { stage: 'draft' } as never),
    ).rejects.toThrow(/transition/);
    expect(
      await statementRepo.moveStage(
        h.deps.db,
        { id: statementId, version: current.version, from: 'approved', to: 'draft', at: '2026-01-03T00:00:00.000Z' },
        {},
      ),
    ).toBeUndefined();
    expect(await row()).toMatchObject({ stage: current.stage, version: current.version });
  });
});
