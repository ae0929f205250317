// Sessions and tokens: signing the access and ID tokens, starting and refreshing a session, revoking sessions and
// authenticating a call by its access token.
import { randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { identitySessionRepo } from '../repository';
import { fail } from '../errors';
import { type Body, type IdentityContext, now, str, type User, userBySub } from './context';

async function signTokens(ctx: IdentityContext, user: User, sessionId: string, authTime: number) {
  const { config, keys } = ctx;
  const iat = now();
  const exp = iat + config.tokenTtlSeconds;
  const header = { alg: 'RS256', kid: keys.kid };
  const common = {
    sub: user.sub,
    iss: config.issuer,
    origin_jti: sessionId,
    event_id: randomUUID(),
    auth_time: authTime,
    // As Cognito: the user's pool groups in both tokens, absent when there are none.
    ...(user.groups?.length ? { 'cognito:groups': user.groups } : {}),
  };
  const accessToken = await new SignJWT({
    ...common,
    client_id: config.clientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    jti: randomUUID(),
    username: user.sub,
  })
    .setProtectedHeader(header)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.privateKey);
  const idToken = await new SignJWT({
    ...common,
    aud: config.clientId,
    token_use: 'id',
    jti: randomUUID(),
    'cognito:username': user.sub,
    email: user.email,
    email_verified: user.emailVerified,
    locale: user.locale,
    ...(user.phoneNumber ? { phone_number: user.phoneNumber, phone_number_verified: user.phoneVerified } : {}),
  })
    .setProtectedHeader(header)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.privateKey);
  return { AccessToken: accessToken, IdToken: idToken, ExpiresIn: config.tokenTtlSeconds, TokenType: 'Bearer' };
}

export async function startSession(ctx: IdentityContext, user: User) {
  const { config, keys } = ctx;
  const sessionId = randomUUID();
  const refreshToken = `dfr1.${randomBytes(48).toString('base64url')}`;
  const t = now();
  await identitySessionRepo.insert(ctx.db, {
    id: sessionId,
    sub: user.sub,
    refreshHash: keys.hash(`refresh:${refreshToken}`),
    authTime: t,
    createdAt: t,
    expiresAt: t + config.refreshTtlSeconds,
  });
  return { AuthenticationResult: { ...(await signTokens(ctx, user, sessionId, t)), RefreshToken: refreshToken } };
}

export async function refresh(ctx: IdentityContext, refreshToken: unknown) {
  if (typeof refreshToken !== 'string' || !refreshToken) fail('NotAuthorizedException', 'Invalid Refresh Token');
  const session = await identitySessionRepo.byRefreshHash(ctx.db, ctx.keys.hash(`refresh:${refreshToken as string}`));
  if (!session) return fail('NotAuthorizedException', 'Invalid Refresh Token');
  if (session.revokedAt !== null) fail('NotAuthorizedException', 'Refresh Token has been revoked');
  if (session.expiresAt < now()) fail('NotAuthorizedException', 'Refresh Token has expired');
  const user = await userBySub(ctx, session.sub);
  if (!user) return fail('NotAuthorizedException', 'Invalid Refresh Token');
  return { AuthenticationResult: await signTokens(ctx, user, session.id, session.authTime) };
}

export const revokeSessions = (ctx: IdentityContext, sub: string, except?: string) =>
  identitySessionRepo.revokeAll(ctx.db, sub, now(), except);

/** Verifies one of our own access tokens (signature, issuer, use, expiry) and that its session is live. */
export async function authenticate(ctx: IdentityContext, body: Body): Promise<{ user: User; sessionId: string }> {
  const { config, keys } = ctx;
  const token = str(body.AccessToken);
  if (!token) return fail('NotAuthorizedException', 'Invalid Access Token');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys.publicKey, { issuer: config.issuer, algorithms: ['RS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) fail('NotAuthorizedException', 'Access Token has expired');
    return fail('NotAuthorizedException', 'Invalid Access Token');
  }
  if (payload.token_use !== 'access' || payload.client_id !== config.clientId) {
    fail('NotAuthorizedException', 'Invalid Access Token');
  }
  const sessionId = String(payload.origin_jti);
  const session = await identitySessionRepo.byId(ctx.db, sessionId);
  if (!session || session.revokedAt !== null) fail('NotAuthorizedException', 'Access Token has been revoked');
  const user = await userBySub(ctx, String(payload.sub));
  if (!user) return fail('NotAuthorizedException', 'Access Token has been revoked');
  return { user, sessionId };
}
