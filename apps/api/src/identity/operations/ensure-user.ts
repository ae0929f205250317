import { randomUUID } from 'node:crypto';
import type { EmailLang } from '../../email';
import { identityUserRepo } from '../repository';
import { hashPassword } from '../passwords';
import { assertPasswordPolicy } from '../policy';
import { type IdentityContext, normaliseEmail, now, type User, userByEmail } from './context';

export interface EnsureUserInput {
  email: string;
  password: string;
  locale?: EmailLang;
  /** Pool groups to put the user in (e.g. `regulator`); an existing user's groups are set to these when given. */
  groups?: string[];
}

/** Creates (or leaves as is) a confirmed user; the demo seed and tests use it. */
export async function ensureUser(
  ctx: IdentityContext,
  { email: rawEmail, password, locale = 'en', groups }: EnsureUserInput,
): Promise<{ sub: string; created: boolean }> {
  const address = normaliseEmail(rawEmail);
  const existing = await userByEmail(ctx, address);
  if (existing) {
    if (existing.status !== 'CONFIRMED' || (groups && JSON.stringify(groups) !== JSON.stringify(existing.groups))) {
      await identityUserRepo.update(ctx.db, existing.sub, {
        status: 'CONFIRMED',
        emailVerified: true,
        ...(groups ? { groups } : {}),
        updatedAt: now(),
      });
    }
    return { sub: existing.sub, created: false };
  }
  assertPasswordPolicy(password);
  const t = now();
  const sub = randomUUID();
  await identityUserRepo
    .insert(ctx.db, {
      sub,
      email: address,
      status: 'CONFIRMED',
      emailVerified: true,
      passwordHash: await hashPassword(password, ctx.config.passwordHashCost),
      locale,
      groups: groups ?? [],
      createdAt: t,
      updatedAt: t,
    })
    .onConflictDoNothing();
  const user = (await userByEmail(ctx, address)) as User;
  return { sub: user.sub, created: user.sub === sub };
}
