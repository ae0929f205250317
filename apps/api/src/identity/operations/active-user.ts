import type { JWTPayload } from 'jose';
import { identityUserRepo } from '../repository';
import type { IdentityContext } from './context';

/** The user behind a verified access token, or undefined when the session was revoked or the user deleted. */
export async function activeUser(
  ctx: IdentityContext,
  payload: JWTPayload,
): Promise<{ sub: string; email: string; groups: string[] } | undefined> {
  const sessionId = typeof payload.origin_jti === 'string' ? payload.origin_jti : '';
  const row = await identityUserRepo.ofSession(ctx.db, sessionId);
  if (!row || row.revokedAt !== null || row.sub !== payload.sub) return undefined;
  return { sub: row.sub, email: row.email, groups: row.groups ?? [] };
}
