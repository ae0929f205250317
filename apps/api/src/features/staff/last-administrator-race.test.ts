import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleGroup } from '../../auth/regulator';
import { createDeps } from '../../context';
import { openTestDatabase } from '../../db/testing';
import type { Deps } from '../../context';
import { ApiError } from '../../http/errors';
import { type Harness, startHarness } from '../../test/harness';
import { staffService } from './service';

/*
 * Issue 32, item 2: "the last administrator cannot be removed" across instances. Two app instances (each its own
 * database connection, its own in-process queue) on one database and one user pool: the last two administrators
 * removed, or demoted, at the same moment, one through each instance. Without the database's lock row both checks
 * counted two administrators and both changes went through, leaving none.
 */
let h: Harness;
let other: { deps: Deps; close: () => Promise<void> };

beforeAll(async () => {
  h = await startHarness();
  const { db, close } = await openTestDatabase(h.deps.env.dataDir);
  other = { deps: await createDeps(h.deps.env, db), close };
});
afterAll(async () => {
  await other?.close();
  await h?.close();
});

/** Administrators in the pool (the role group the last-administrator rule counts). */
const administrators = async () => (await h.deps.identity.admin.listUsersInGroup(roleGroup('administrator'))).length;

/** One change went through, the other was refused as the last administrator's. */
function refusedOnce(results: PromiseSettledResult<unknown>[]) {
  expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
  expect(refused.reason).toBeInstanceOf(ApiError);
  expect((refused.reason as ApiError).messageKey).toBe('last_administrator');
}

describe('the last administrator, two instances at once', () => {
  it('two removals of the last two administrators: one goes, the other is refused', async () => {
    const a = await h.regulator('admin-a@example.com', 'administrator');
    const b = await h.regulator('admin-b@example.com', 'administrator');
    expect(await administrators()).toBe(2);
    // The service itself, past the routes' checks (which read the caller's groups before the change), so that both
    // changes are in flight together.
    refusedOnce(
      await Promise.allSettled([
        staffService.remove(h.deps, a.sub, b.sub, b.email),
        staffService.remove(other.deps, b.sub, a.sub, a.email),
      ]),
    );
    expect(await administrators()).toBe(1);
  });

  it('two demotions of the last two administrators: one goes, the other is refused', async () => {
    const c = await h.regulator('admin-c@example.com', 'administrator');
    const d = await h.regulator('admin-d@example.com', 'administrator');
    // The survivor of the first test is demoted by c first, so that c and d are the last two.
    const staff = (await h.call('GET', '/api/regulator/staff', { as: c })).data.staff as {
      id: string;
      email: string;
      role: string;
    }[];
    for (const s of staff.filter((s) => s.role === 'administrator' && ![c.email, d.email].includes(s.email)))
      expect((await h.call('PATCH', `/api/regulator/staff/${s.id}`, { as: c, json: { role: 'finance' } })).status).toBe(
        200,
      );
    expect(await administrators()).toBe(2);
    refusedOnce(
      await Promise.allSettled([
        staffService.changeRole(h.deps, c.sub, d.sub, 'reviewer'),
        staffService.changeRole(other.deps, d.sub, c.sub, 'finance'),
      ]),
    );
    expect(await administrators()).toBe(1);
  });
});
