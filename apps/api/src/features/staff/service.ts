// Regulator staff (issue 32, item 2): who they are and their roles live in the user pool's groups, changed through
// the pool's admin API (`deps.identity.admin`, the same calls for the embedded pool and Cognito); an invitation to an
// address without an account waits in `staff_invitations` until that person first signs in.
import { REGULATOR_ROLES, type RegulatorRole, removeUserSchema, type StaffInviteInput } from '@dfr/forms/rules';
import { REGULATOR_GROUP, regulatorRolesOf, roleGroup } from '../../auth/regulator';
import type { Deps } from '../../context';
import { ApiError, conflict, invalid, notFound } from '../../http/errors';
import { CognitoError, type GroupUser } from '../../identity';
import { audit, newId } from '../../db/repository-base';
import { notificationRepo } from '../notifications/repository';
import { staffInvitationRepo } from './repository';
import type { StaffRow } from './schemas';
import { deliverNow } from '../notifications/service';
import { acquireLease, releaseLease } from '../../leases';

export type { StaffRow };

/** The pool did not answer, or answered what it should not have: nothing was changed by us (503, both languages). */
const identityUnavailable = () => new ApiError(503, 'IDENTITY_UNAVAILABLE', 'identity_unavailable');

async function pool<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw identityUnavailable();
  }
}

/** The role that counts: administrator over finance over reviewer (a user in several role groups has them all). */
const mainRole = (roles: RegulatorRole[]): RegulatorRole =>
  roles.includes('administrator') ? 'administrator' : roles.includes('finance') ? 'finance' : (roles[0] ?? 'reviewer');

/** Every active member of staff with their roles (from the pool's groups). */
async function activeStaff(deps: Deps): Promise<(GroupUser & { roles: RegulatorRole[] })[]> {
  const { admin } = deps.identity;
  const staff = await admin.listUsersInGroup(REGULATOR_GROUP);
  const inRole = new Map<RegulatorRole, Set<string>>();
  for (const role of REGULATOR_ROLES)
    inRole.set(role, new Set((await admin.listUsersInGroup(roleGroup(role))).map((u) => u.username)));
  return staff.map((u) => {
    const groups = [REGULATOR_GROUP, ...REGULATOR_ROLES.filter((r) => inRole.get(r)?.has(u.username)).map(roleGroup)];
    return { ...u, roles: regulatorRolesOf(groups) };
  });
}

/**
 * Staff changes one at a time across every instance (issue 32, item 2: two instances removing or demoting the last two
 * administrators at once must not leave none). The roles live in the user pool, outside the database, so the check
 * (count the administrators) and the change (the pool's group calls) are made one step by a lock row in the database:
 * the lease `staff-changes`, taken by one conditional upsert (free, expired or already ours), held while the check and
 * the change run, then released. Another instance waits for it (a few seconds at most), then reads the pool afresh.
 * The lease runs out by itself if its holder stops midway. Within one instance the queue keeps the waits in order.
 */
const STAFF_LOCK = 'staff-changes';
const STAFF_LOCK_TTL_MS = 30_000;
const STAFF_LOCK_WAIT_MS = 20_000;
const queues = new WeakMap<Deps, Promise<unknown>>();
function serial<T>(deps: Deps, work: () => Promise<T>): Promise<T> {
  const locked = async () => {
    const owner = newId();
    const until = Date.now() + STAFF_LOCK_WAIT_MS;
    for (
      let wait = 5;
      !(await acquireLease(deps.db, STAFF_LOCK, owner, STAFF_LOCK_TTL_MS));
      wait = Math.min(wait * 2, 200)
    ) {
      // Held that long, the holder is stuck on the pool's calls: nothing was changed here.
      if (Date.now() > until) throw identityUnavailable();
      await new Promise((r) => setTimeout(r, wait));
    }
    try {
      return await work();
    } finally {
      await releaseLease(deps.db, STAFF_LOCK, owner).catch(() => undefined);
    }
  };
  const next = (queues.get(deps) ?? Promise.resolve()).then(locked, locked);
  queues.set(
    deps,
    next.catch(() => undefined),
  );
  return next;
}

async function findActive(deps: Deps, id: string) {
  const staff = await pool(() => activeStaff(deps));
  return { staff, member: staff.find((s) => s.username === id) };
}

const admins = (staff: { roles: RegulatorRole[] }[]) => staff.filter((s) => s.roles.includes('administrator')).length;

/** Sets the user's role groups to exactly `role` (adding first, so a failure midway never leaves them with none). */
async function setRoleGroups(deps: Deps, username: string, role: RegulatorRole) {
  const { admin } = deps.identity;
  await admin.addUserToGroup(username, roleGroup(role));
  for (const other of REGULATOR_ROLES.filter((r) => r !== role))
    await admin.removeUserFromGroup(username, roleGroup(other));
}

export const staffService = {
  list: async (deps: Deps): Promise<{ staff: StaffRow[] }> => {
    const active = await pool(() => activeStaff(deps));
    const invited = await staffInvitationRepo.list(deps.db);
    return {
      staff: [
        ...active.map((s) => ({ id: s.username, email: s.email, role: mainRole(s.roles), status: 'active' as const })),
        ...invited.map((i) => ({ id: i.id, email: i.email, role: i.role, status: 'invited' as const })),
      ].sort((a, b) => a.email.localeCompare(b.email)),
    };
  },

  /**
   * Invites a person by e-mail with a role: a user of the pool gets the groups at once; an address without an account
   * gets an invitation that their first sign-in turns into the groups. Either way an e-mail in their language.
   */
  invite: (deps: Deps, actor: { sub: string; email: string }, input: StaffInviteInput) =>
    serial(deps, async () => {
      const email = input.email.trim().toLowerCase();
      const role = input.role as RegulatorRole;
      const staff = await pool(() => activeStaff(deps));
      if (staff.some((s) => s.email === email) || (await staffInvitationRepo.byEmail(deps.db, email)))
        throw conflict('already_staff');
      let status: StaffRow['status'] = 'active';
      let id = '';
      try {
        await deps.identity.admin.addUserToGroup(email, roleGroup(role));
        await deps.identity.admin.addUserToGroup(email, REGULATOR_GROUP);
        id = (await pool(() => activeStaff(deps))).find((s) => s.email === email)?.username ?? email;
      } catch (error) {
        if (!(error instanceof CognitoError && error.type === 'UserNotFoundException')) throw identityUnavailable();
        status = 'invited';
      }
      const mails: string[] = [];
      await deps.db.transaction(async (tx) => {
        if (status === 'invited') {
          id = newId();
          if (!(await staffInvitationRepo.insert(tx, { id, email, role, invitedBy: actor.sub })))
            throw conflict('already_staff');
        }
        await audit(tx, {
          actor: actor.sub,
          action: 'staff.invite',
          subjectType: 'staff',
          subjectId: email,
          after: { email, role, status },
        });
        const known = await notificationRepo.localesOf(tx, [email]);
        const lang = known[0]?.locale === 'kh' ? 'kh' : 'en';
        mails.push(
          await deps.email.enqueue(tx, {
            to: email,
            lang,
            template: 'staffInvitation',
            params: {
              role,
              inviter: actor.email,
              link:
                status === 'active'
                  ? `${deps.env.publicUrl}/regulator`
                  : `${deps.env.publicUrl}/signup?email=${encodeURIComponent(email)}`,
            },
          }),
        );
      });
      await deliverNow(deps, mails);
      return { id, email, role, status } satisfies StaffRow;
    }),

  /** Gives a member of staff (or an invitation) another role; the last administrator keeps theirs. */
  changeRole: (deps: Deps, actor: string, id: string, role: RegulatorRole) =>
    serial(deps, async () => {
      const invitation = await staffInvitationRepo.byId(deps.db, id);
      if (invitation) {
        await deps.db.transaction(async (tx) => {
          await staffInvitationRepo.setRole(tx, id, role);
          await audit(tx, {
            actor,
            action: 'staff.role',
            subjectType: 'staff',
            subjectId: invitation.email,
            before: { role: invitation.role },
            after: { role },
          });
        });
        return { id, email: invitation.email, role, status: 'invited' } satisfies StaffRow;
      }
      const { staff, member } = await findActive(deps, id);
      if (!member) throw notFound();
      if (member.roles.includes('administrator') && role !== 'administrator' && admins(staff) <= 1)
        throw conflict('last_administrator');
      await pool(() => setRoleGroups(deps, member.username, role));
      await deps.db.transaction((tx) =>
        audit(tx, {
          actor,
          action: 'staff.role',
          subjectType: 'staff',
          subjectId: member.email,
          before: { roles: member.roles },
          after: { role },
        }),
      );
      return { id, email: member.email, role, status: 'active' } satisfies StaffRow;
    }),

  /** Removes a member of staff (or an invitation) with their e-mail typed; the last administrator stays. */
  remove: (deps: Deps, actor: string, id: string, typed: unknown) =>
    serial(deps, async () => {
      const invitation = await staffInvitationRepo.byId(deps.db, id);
      const found = invitation ? undefined : await findActive(deps, id);
      const email = invitation?.email ?? found?.member?.email;
      if (!email) throw notFound();
      const confirm = removeUserSchema(email).safeParse({ email: typed });
      if (!confirm.success) throw invalid('remove_staff_email_mismatch', { email: 'remove_staff_email_mismatch' });
      if (invitation) {
        await deps.db.transaction(async (tx) => {
          await staffInvitationRepo.delete(tx, id);
          await audit(tx, {
            actor,
            action: 'staff.remove',
            subjectType: 'staff',
            subjectId: email,
            before: { role: invitation.role, status: 'invited' },
          });
        });
        return { id, removed: true };
      }
      const member = found!.member!;
      if (member.roles.includes('administrator') && admins(found!.staff) <= 1) throw conflict('last_administrator');
      await pool(async () => {
        // The staff group goes first: whatever fails after it, the person is no longer staff.
        await deps.identity.admin.removeUserFromGroup(member.username, REGULATOR_GROUP);
        for (const role of REGULATOR_ROLES)
          await deps.identity.admin.removeUserFromGroup(member.username, roleGroup(role));
      });
      await deps.db.transaction((tx) =>
        audit(tx, {
          actor,
          action: 'staff.remove',
          subjectType: 'staff',
          subjectId: email,
          before: { roles: member.roles },
        }),
      );
      return { id, removed: true };
    }),

  /** At a person's first sign-in: an invitation to their address becomes their groups (then goes); the groups added. */
  claim: async (deps: Deps, sub: string, email: string): Promise<string[]> => {
    const invitation = await staffInvitationRepo.byEmail(deps.db, email);
    if (!invitation) return [];
    const groups = [roleGroup(invitation.role), REGULATOR_GROUP];
    for (const group of groups) await deps.identity.admin.addUserToGroup(sub, group);
    await deps.db.transaction(async (tx) => {
      await staffInvitationRepo.delete(tx, invitation.id);
      await audit(tx, {
        actor: sub,
        action: 'staff.join',
        subjectType: 'staff',
        subjectId: email,
        after: { role: invitation.role },
      });
    });
    return groups;
  },
};
