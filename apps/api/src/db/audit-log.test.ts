import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './testing';
import { auditLog } from './schema';

/** Drizzle wraps the driver's error; the database's own reason is in its cause. */
async function refusal(write: PromiseLike<unknown>): Promise<string> {
  try {
    await write;
  } catch (err) {
    const e = err as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
}

describe('audit log', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-audit-'));
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase(dir);
    await opened.db.insert(auditLog).values({
      actor: 'user-1',
      action: 'entity.update',
      subjectType: 'entity',
      subjectId: 'e-1',
      before: { name: 'Old' },
      after: { name: 'New' },
    });
  });
  afterAll(() => {
    opened.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('accepts new rows', async () => {
    const rows = await opened.db.select().from(auditLog).where(eq(auditLog.subjectId, 'e-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toEqual({ name: 'New' });
  });

  it('refuses to change a row, and the row stays as written', async () => {
    expect(
      await refusal(opened.db.update(auditLog).set({ actor: 'someone-else' }).where(eq(auditLog.subjectId, 'e-1'))),
    ).toMatch(/append-only/);
    const [row] = await opened.db.select().from(auditLog).where(eq(auditLog.subjectId, 'e-1'));
    expect(row?.actor).toBe('user-1');
  });

  it('refuses to delete a row', async () => {
    expect(await refusal(opened.db.delete(auditLog).where(eq(auditLog.subjectId, 'e-1')))).toMatch(/append-only/);
    const rows = await opened.db.select().from(auditLog).where(eq(auditLog.subjectId, 'e-1'));
    expect(rows).toHaveLength(1);
  });
});
