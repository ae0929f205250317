// The user pool's group administration (issue 32), as Cognito's admin API answers it: AdminAddUserToGroup,
// AdminRemoveUserFromGroup, AdminListGroupsForUser, ListUsersInGroup. Cognito takes these only signed with the AWS
// credentials of an administrator (SigV4), never from a browser; the embedded endpoint answers them only in process
// (`IdentityService.admin`), and its HTTP route refuses them as Cognito refuses an unsigned call.
import { identityUserRepo } from '../repository';
import { fail } from '../errors';
import { type Body, type IdentityContext, now, requireString, str, type User } from './context';

/**
 * The embedded pool's groups: `regulator` (every member of staff) and one group per staff role. A real pool has these
 * four groups created by its operator (apps/api/README.md).
 */
export const POOL_GROUPS = ['regulator', 'regulator-reviewer', 'regulator-finance', 'regulator-administrator'] as const;

export type AdminOperation = (ctx: IdentityContext, body: Body) => Promise<Body>;

function checkPool(ctx: IdentityContext, body: Body) {
  const pool = requireString(body, 'UserPoolId');
  if (pool !== ctx.config.userPoolId) fail('ResourceNotFoundException', `User pool ${pool} does not exist.`);
}

function groupOf(body: Body): string {
  const group = requireString(body, 'GroupName');
  if (!(POOL_GROUPS as readonly string[]).includes(group)) fail('ResourceNotFoundException', 'Group not found.');
  return group;
}

/** The user named by `Username`: its `sub` (the pool's user name) or its e-mail (an alias, as the pool signs in). */
async function userOf(ctx: IdentityContext, body: Body): Promise<User> {
  const name = requireString(body, 'Username');
  const user =
    (await identityUserRepo.bySub(ctx.db, name)) ?? (await identityUserRepo.byEmail(ctx.db, name.trim().toLowerCase()));
  if (!user) return fail('UserNotFoundException', 'User does not exist.');
  return user;
}

/** One page of a list, as Cognito pages: `Limit` (1–60, default 60) and an opaque `NextToken`. */
function page<T>(items: T[], body: Body): { items: T[]; next?: string } {
  const limit = body.Limit === undefined ? 60 : Number(body.Limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 60)
    fail('InvalidParameterException', "1 validation error detected: Value at 'limit' failed to satisfy constraint");
  const token = str(body.NextToken);
  const start = token ? Number.parseInt(Buffer.from(token, 'base64url').toString(), 10) : 0;
  if (!Number.isInteger(start) || start < 0) fail('InvalidParameterException', 'Invalid pagination token.');
  const slice = items.slice(start, start + limit);
  return {
    items: slice,
    ...(start + limit < items.length ? { next: Buffer.from(String(start + limit)).toString('base64url') } : {}),
  };
}

const groupsOf = (user: User) => (Array.isArray(user.groups) ? user.groups.map(String) : []);

async function setGroups(ctx: IdentityContext, user: User, groups: string[]) {
  await identityUserRepo.update(ctx.db, user.sub, { groups, updatedAt: now() });
}

export const adminAddUserToGroup: AdminOperation = async (ctx, body) => {
  checkPool(ctx, body);
  const group = groupOf(body);
  const user = await userOf(ctx, body);
  const groups = groupsOf(user);
  if (!groups.includes(group)) await setGroups(ctx, user, [...groups, group]);
  return {};
};

export const adminRemoveUserFromGroup: AdminOperation = async (ctx, body) => {
  checkPool(ctx, body);
  const group = groupOf(body);
  const user = await userOf(ctx, body);
  const groups = groupsOf(user);
  if (groups.includes(group))
    await setGroups(
      ctx,
      user,
      groups.filter((g) => g !== group),
    );
  return {};
};

export const adminListGroupsForUser: AdminOperation = async (ctx, body) => {
  checkPool(ctx, body);
  const user = await userOf(ctx, body);
  const { items, next } = page(
    groupsOf(user).filter((g) => (POOL_GROUPS as readonly string[]).includes(g)),
    body,
  );
  return {
    Groups: items.map((GroupName) => ({ GroupName, UserPoolId: ctx.config.userPoolId })),
    ...(next ? { NextToken: next } : {}),
  };
};

export const listUsersInGroup: AdminOperation = async (ctx, body) => {
  checkPool(ctx, body);
  const group = groupOf(body);
  const users = (await identityUserRepo.inGroup(ctx.db, group)).filter((u) => groupsOf(u).includes(group));
  const { items, next } = page(users, body);
  return {
    Users: items.map((u) => ({
      Username: u.sub,
      Attributes: [
        { Name: 'sub', Value: u.sub },
        { Name: 'email', Value: u.email },
        { Name: 'locale', Value: u.locale },
      ],
      UserCreateDate: u.createdAt,
      UserLastModifiedDate: u.updatedAt,
      Enabled: true,
      UserStatus: u.status,
    })),
    ...(next ? { NextToken: next } : {}),
  };
};

/** The admin operations by their `X-Amz-Target` name. */
export const ADMIN_OPERATIONS: Record<string, AdminOperation> = {
  AdminAddUserToGroup: adminAddUserToGroup,
  AdminRemoveUserFromGroup: adminRemoveUserFromGroup,
  AdminListGroupsForUser: adminListGroupsForUser,
  ListUsersInGroup: listUsersInGroup,
};
