import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { errors as joseErrors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { identityCodes, identitySessions, identityThrottle, identityUsers } from '../db/schema';
import type { Email, EmailLang } from '../email';
import type { IdentityConfig } from './config';
import { CognitoError, fail, incorrectCredentials } from './errors';
import type { IdentityKeys } from './keys';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { assertPasswordPolicy } from './policy';
import { newTotpSecret, verifyTotp } from './totp';

type User = typeof identityUsers.$inferSelect;
type CodePurpose = (typeof identityCodes.$inferInsert)['purpose'];
type Body = Record<string, unknown>;

/** Who is calling: the client address (for throttling) and the preferred language of the e-mails. */
export interface CallMeta {
  address: string;
  lang: EmailLang;
  /** Public origin for links in e-mails. */
  publicUrl: string;
}

/** Limits (seconds, counts). Exported so tests and docs read the same numbers. */
export const LIMITS = {
  /**
   * Sign-in failures are answered with growing delays, never a lockout (issue 19, finding 5): after `free` failures
   * in the window, the next attempt waits 1 s, then 2, 4, … up to `maxDelay` seconds. Per account *and* address (the
   * owner elsewhere is not slowed), per address (password spraying) and per account over all addresses (a
   * distributed attack, with a short cap so the owner is never kept out for long).
   */
  accountFailures: 5,
  addressFailures: 20,
  accountWideFailures: 20,
  failureWindow: 15 * 60,
  lockout: 15 * 60,
  accountWideMaxDelay: 60,
  codeAttempts: 5,
  challengeAttempts: 3,
  codesPerHour: 5,
  /** E-mails one client address may cause per hour (sign-up, resend, forgot password): no mail bombing. */
  mailsPerAddressPerHour: 30,
  signUpCodeTtl: 24 * 3600,
  resetCodeTtl: 3600,
  attributeCodeTtl: 24 * 3600,
  challengeTtl: 3 * 60,
} as const;

const now = () => Math.floor(Date.now() / 1000);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const [host = '', ...rest] = domain.split('.');
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${rest.length ? `.${rest.join('.')}` : ''}`;
}

function requireString(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length === 0) {
    fail(
      'InvalidParameterException',
      `1 validation error detected: Value at '${lowerFirst(name)}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value as string;
}
const lowerFirst = (s: string) => s.slice(0, 1).toLowerCase() + s.slice(1);

function normaliseEmail(raw: unknown): string {
  const email = (str(raw) ?? '').trim().toLowerCase();
  if (!EMAIL_RE.test(email) || email.length > 254) fail('InvalidParameterException', 'Invalid email address format.');
  return email;
}

function attributesOf(user: User) {
  const extra = JSON.parse(user.attributes) as Record<string, string>;
  const list: { Name: string; Value: string }[] = [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    { Name: 'locale', Value: user.locale },
  ];
  if (user.phoneNumber) {
    list.push({ Name: 'phone_number', Value: user.phoneNumber });
    list.push({ Name: 'phone_number_verified', Value: String(user.phoneVerified) });
  }
  for (const [Name, Value] of Object.entries(extra)) if (!Name.startsWith('dfr:')) list.push({ Name, Value });
  return list;
}

const WRITABLE = new Set([
  'name',
  'given_name',
  'family_name',
  'gender',
  'birthdate',
  'locale',
  'phone_number',
  'email',
]);

export interface IdentityService {
  /** Handles one `AWSCognitoIdentityProviderService.<operation>` call; throws CognitoError. */
  call(operation: string, body: Body, meta: CallMeta): Promise<Body>;
  /** Creates (or leaves as is) a confirmed user; the demo seed and tests use it. */
  ensureUser(input: {
    email: string;
    password: string;
    locale?: EmailLang;
    /** Pool groups to put the user in (e.g. `regulator`); an existing user's groups are set to these when given. */
    groups?: string[];
  }): Promise<{ sub: string; created: boolean }>;
  /** The user behind a verified access token, or undefined when the session was revoked or the user deleted. */
  activeUser(payload: JWTPayload): Promise<{ sub: string; email: string; groups: string[] } | undefined>;
}

export function createIdentityService(deps: {
  db: Db;
  email: Email;
  config: IdentityConfig;
  keys: IdentityKeys;
}): IdentityService {
  const { db, email, config, keys } = deps;

  // ---- users -------------------------------------------------------------------------------------------------
  const userByEmail = async (address: string) =>
    (await db.select().from(identityUsers).where(eq(identityUsers.email, address)).limit(1))[0];
  const userBySub = async (sub: string) =>
    (await db.select().from(identityUsers).where(eq(identityUsers.sub, sub)).limit(1))[0];

  function checkClient(body: Body) {
    const clientId = str(body.ClientId);
    if (clientId !== config.clientId)
      fail('ResourceNotFoundException', `User pool client ${clientId ?? ''} does not exist.`);
  }

  // ---- throttling ----------------------------------------------------------------------------------------------
  async function throttleState(key: string) {
    return (await db.select().from(identityThrottle).where(eq(identityThrottle.key, key)).limit(1))[0];
  }
  async function assertNotThrottled(accountKey: string, address: string) {
    const t = now();
    const addr = await throttleState(`addr:${address}`);
    if (addr?.lockedUntil && addr.lockedUntil > t)
      fail('TooManyRequestsException', 'Too many requests, please try again later.');
    for (const key of [`pair:${accountKey}|${address}`, `acct:${accountKey}`]) {
      const row = await throttleState(key);
      if (row?.lockedUntil && row.lockedUntil > t) fail('NotAuthorizedException', 'Password attempts exceeded');
    }
  }
  /** Counts a failure; past `free` failures, the next attempt must wait a delay that doubles, up to `maxDelay`. */
  async function recordFailure(key: string, free: number, maxDelay: number = LIMITS.lockout) {
    const t = now();
    const row = await throttleState(key);
    const fresh = !row || t - row.windowStart > LIMITS.failureWindow;
    const failures = fresh ? 1 : row.failures + 1;
    const lockedUntil = failures >= free ? t + Math.min(2 ** (failures - free), maxDelay) : null;
    await db
      .insert(identityThrottle)
      .values({ key, failures, windowStart: fresh ? t : row.windowStart, lockedUntil })
      .onConflictDoUpdate({
        target: identityThrottle.key,
        set: { failures, windowStart: fresh ? t : row.windowStart, lockedUntil },
      });
  }
  async function recordSignInFailure(accountKey: string, address: string) {
    await recordFailure(`pair:${accountKey}|${address}`, LIMITS.accountFailures);
    await recordFailure(`acct:${accountKey}`, LIMITS.accountWideFailures, LIMITS.accountWideMaxDelay);
    await recordFailure(`addr:${address}`, LIMITS.addressFailures);
  }
  /** Counts an e-mail a client address causes; refuses once it caused too many this hour. */
  async function countMail(address: string) {
    const key = `mail:${address}`;
    const t = now();
    const row = await throttleState(key);
    const fresh = !row || t - row.windowStart > 3600;
    const count = fresh ? 1 : row.failures + 1;
    if (count > LIMITS.mailsPerAddressPerHour) {
      fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    }
    const windowStart = fresh ? t : row.windowStart;
    await db
      .insert(identityThrottle)
      .values({ key, failures: count, windowStart })
      .onConflictDoUpdate({ target: identityThrottle.key, set: { failures: count, windowStart } });
  }
  /**
   * After a success from an address: that address's delays for the account and the account-wide count end (the
   * guesser's delays elsewhere stay). Without an address (a password reset): every delay of the account ends.
   */
  const clearAccountFailures = (accountKey: string, address?: string) =>
    db
      .delete(identityThrottle)
      .where(
        or(
          eq(identityThrottle.key, `acct:${accountKey}`),
          address !== undefined
            ? eq(identityThrottle.key, `pair:${accountKey}|${address}`)
            : sql`substr(${identityThrottle.key}, 1, ${`pair:${accountKey}|`.length}) = ${`pair:${accountKey}|`}`,
        ),
      );

  // ---- one-time codes ----------------------------------------------------------------------------------------
  async function issueCode(user: User, purpose: CodePurpose, ttl: number, digits = 6): Promise<string> {
    const recent = await db
      .select({ createdAt: identityCodes.createdAt })
      .from(identityCodes)
      .where(and(eq(identityCodes.sub, user.sub), eq(identityCodes.purpose, purpose)))
      .orderBy(desc(identityCodes.createdAt))
      .limit(LIMITS.codesPerHour);
    if (recent.length >= LIMITS.codesPerHour && (recent.at(-1)?.createdAt ?? 0) > now() - 3600) {
      fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    }
    const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
    // A new code replaces every earlier one of the same purpose.
    await db
      .update(identityCodes)
      .set({ usedAt: now() })
      .where(and(eq(identityCodes.sub, user.sub), eq(identityCodes.purpose, purpose), isNull(identityCodes.usedAt)));
    await db.insert(identityCodes).values({
      id: randomUUID(),
      sub: user.sub,
      purpose,
      secretHash: keys.hash(`${purpose}:${user.sub}:${code}`),
      expiresAt: now() + ttl,
      createdAt: now(),
    });
    return code;
  }

  /** Checks and consumes a code. Wrong: CodeMismatch (attempts counted); used, replaced or expired: ExpiredCode. */
  async function consumeCode(user: User, purpose: CodePurpose, code: unknown): Promise<void> {
    const latest = (
      await db
        .select()
        .from(identityCodes)
        .where(and(eq(identityCodes.sub, user.sub), eq(identityCodes.purpose, purpose)))
        .orderBy(asc(isNotNull(identityCodes.usedAt)), desc(identityCodes.createdAt))
        .limit(1)
    )[0];
    const expired = () => fail('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    if (!latest) return expired();
    if (latest.attempts >= LIMITS.codeAttempts) {
      fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    }
    const matches =
      typeof code === 'string' && keys.hash(`${purpose}:${user.sub}:${code.trim()}`) === latest.secretHash;
    if (latest.usedAt !== null || latest.expiresAt < now()) return expired();
    if (!matches) {
      await db
        .update(identityCodes)
        .set({ attempts: latest.attempts + 1 })
        .where(eq(identityCodes.id, latest.id));
      fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    // Conditional update: of two concurrent uses of the same code, only one wins.
    const used = await db
      .update(identityCodes)
      .set({ usedAt: now() })
      .where(and(eq(identityCodes.id, latest.id), isNull(identityCodes.usedAt)))
      .returning({ id: identityCodes.id });
    if (used.length === 0) expired();
  }

  const deliveryByEmail = (user: User) => ({
    Destination: maskEmail(user.email),
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  });

  async function sendSignUpCode(user: User, meta: CallMeta) {
    const code = await issueCode(user, 'SIGN_UP', LIMITS.signUpCodeTtl);
    const link = `${meta.publicUrl}/confirmUser?${new URLSearchParams({ email: user.email, code })}`;
    await email.send({ to: user.email, lang: user.locale, template: 'signUpCode', params: { code, link } });
  }

  // ---- tokens ------------------------------------------------------------------------------------------------
  async function signTokens(user: User, sessionId: string, authTime: number) {
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

  async function startSession(user: User) {
    const sessionId = randomUUID();
    const refreshToken = `dfr1.${randomBytes(48).toString('base64url')}`;
    const t = now();
    await db.insert(identitySessions).values({
      id: sessionId,
      sub: user.sub,
      refreshHash: keys.hash(`refresh:${refreshToken}`),
      authTime: t,
      createdAt: t,
      expiresAt: t + config.refreshTtlSeconds,
    });
    return { AuthenticationResult: { ...(await signTokens(user, sessionId, t)), RefreshToken: refreshToken } };
  }

  async function refresh(refreshToken: unknown) {
    if (typeof refreshToken !== 'string' || !refreshToken) fail('NotAuthorizedException', 'Invalid Refresh Token');
    const session = (
      await db
        .select()
        .from(identitySessions)
        .where(eq(identitySessions.refreshHash, keys.hash(`refresh:${refreshToken as string}`)))
        .limit(1)
    )[0];
    if (!session) return fail('NotAuthorizedException', 'Invalid Refresh Token');
    if (session.revokedAt !== null) fail('NotAuthorizedException', 'Refresh Token has been revoked');
    if (session.expiresAt < now()) fail('NotAuthorizedException', 'Refresh Token has expired');
    const user = await userBySub(session.sub);
    if (!user) return fail('NotAuthorizedException', 'Invalid Refresh Token');
    return { AuthenticationResult: await signTokens(user, session.id, session.authTime) };
  }

  const revokeSessions = (sub: string, except?: string) =>
    db
      .update(identitySessions)
      .set({ revokedAt: now() })
      .where(
        and(
          eq(identitySessions.sub, sub),
          isNull(identitySessions.revokedAt),
          except ? ne(identitySessions.id, except) : undefined,
        ),
      );

  /** Verifies one of our own access tokens (signature, issuer, use, expiry) and that its session is live. */
  async function authenticate(body: Body): Promise<{ user: User; sessionId: string }> {
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
    const session = (await db.select().from(identitySessions).where(eq(identitySessions.id, sessionId)).limit(1))[0];
    if (!session || session.revokedAt !== null) fail('NotAuthorizedException', 'Access Token has been revoked');
    const user = await userBySub(String(payload.sub));
    if (!user) return fail('NotAuthorizedException', 'Access Token has been revoked');
    return { user, sessionId };
  }

  // ---- challenges (second factor) ------------------------------------------------------------------------------
  async function startChallenge(user: User, challenge: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA' | 'SELECT_MFA_TYPE') {
    const session = randomBytes(32).toString('base64url');
    let code: string | undefined;
    if (challenge === 'SMS_MFA') code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.insert(identityCodes).values({
      id: randomUUID(),
      sub: user.sub,
      purpose: 'CHALLENGE',
      secretHash: keys.hash(`session:${session}`),
      challenge,
      codeHash: code ? keys.hash(`sms:${user.sub}:${code}`) : null,
      expiresAt: now() + LIMITS.challengeTtl,
      createdAt: now(),
    });
    const parameters: Record<string, string> = { USER_ID_FOR_SRP: user.sub, USERNAME: user.sub };
    if (code) {
      // No SMS gateway offline: the embedded endpoint delivers the SMS factor's code through the outbox by e-mail.
      await email.send({ to: user.email, lang: user.locale, template: 'mfaCode', params: { code } });
      parameters.CODE_DELIVERY_DELIVERY_MEDIUM = 'EMAIL';
      parameters.CODE_DELIVERY_DESTINATION = maskEmail(user.email);
    }
    if (challenge === 'SELECT_MFA_TYPE') parameters.MFAS_CAN_CHOOSE = '["SMS_MFA","SOFTWARE_TOKEN_MFA"]';
    return { ChallengeName: challenge, Session: session, ChallengeParameters: parameters };
  }

  async function secondFactor(user: User) {
    const sms = user.smsMfaEnabled;
    const totp = user.totpMfaEnabled && user.totpVerified;
    if (sms && totp && !user.preferredMfa) return startChallenge(user, 'SELECT_MFA_TYPE');
    if (totp && (user.preferredMfa === 'SOFTWARE_TOKEN_MFA' || !sms)) return startChallenge(user, 'SOFTWARE_TOKEN_MFA');
    if (sms) return startChallenge(user, 'SMS_MFA');
    return undefined;
  }

  async function respondToChallenge(body: Body, meta: CallMeta) {
    checkClient(body);
    const name = str(body.ChallengeName);
    const session = str(body.Session);
    const responses = (body.ChallengeResponses ?? {}) as Record<string, unknown>;
    const expired = () => fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    if (!session) return expired();
    const row = (
      await db
        .select()
        .from(identityCodes)
        .where(
          and(eq(identityCodes.purpose, 'CHALLENGE'), eq(identityCodes.secretHash, keys.hash(`session:${session}`))),
        )
        .limit(1)
    )[0];
    if (!row || row.usedAt !== null || row.expiresAt < now() || row.attempts >= LIMITS.challengeAttempts)
      return expired();
    if (row.challenge !== name) fail('InvalidParameterException', `Invalid challenge name ${name ?? ''}.`);
    const user = await userBySub(row.sub);
    if (!user) return expired();
    await assertNotThrottled(user.email, meta.address);
    const consume = async () => {
      const used = await db
        .update(identityCodes)
        .set({ usedAt: now() })
        .where(and(eq(identityCodes.id, row.id), isNull(identityCodes.usedAt)))
        .returning({ id: identityCodes.id });
      if (used.length === 0) expired();
    };
    if (name === 'SELECT_MFA_TYPE') {
      const answer = str(responses.ANSWER);
      if (answer !== 'SMS_MFA' && answer !== 'SOFTWARE_TOKEN_MFA') {
        return fail('InvalidParameterException', 'Invalid ANSWER for SELECT_MFA_TYPE.');
      }
      await consume();
      return startChallenge(user, answer);
    }
    let ok = false;
    if (name === 'SMS_MFA') {
      const code = str(responses.SMS_MFA_CODE)?.trim() ?? '';
      ok = row.codeHash !== null && keys.hash(`sms:${user.sub}:${code}`) === row.codeHash;
    } else if (name === 'SOFTWARE_TOKEN_MFA') {
      const code = str(responses.SOFTWARE_TOKEN_MFA_CODE)?.trim() ?? '';
      ok = !!user.totpSecret && verifyTotp(keys.decrypt(user.totpSecret), code);
    } else {
      fail('InvalidParameterException', `Unsupported challenge ${name ?? ''}.`);
    }
    if (!ok) {
      await db
        .update(identityCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(identityCodes.id, row.id));
      await recordSignInFailure(user.email, meta.address);
      fail('CodeMismatchException', 'Invalid code or auth state for the user.');
    }
    await consume();
    await clearAccountFailures(user.email, meta.address);
    return { ChallengeParameters: {}, ...(await startSession(user)) };
  }

  // ---- operations ----------------------------------------------------------------------------------------------
  const operations: Record<string, (body: Body, meta: CallMeta) => Promise<Body>> = {
    async SignUp(body, meta) {
      checkClient(body);
      const address = normaliseEmail(body.Username);
      const password = body.Password;
      assertPasswordPolicy(password);
      const attrs = Array.isArray(body.UserAttributes)
        ? (body.UserAttributes as { Name: string; Value: string }[])
        : [];
      const attrEmail = attrs.find((a) => a.Name === 'email')?.Value;
      if (attrEmail !== undefined && attrEmail.trim().toLowerCase() !== address) {
        fail('InvalidParameterException', 'The email attribute must match the username.');
      }
      const localeAttr = attrs.find((a) => a.Name === 'locale')?.Value;
      const locale: EmailLang = localeAttr === 'kh' || localeAttr === 'en' ? localeAttr : meta.lang;
      const existing = await userByEmail(address);
      if (existing?.status === 'CONFIRMED')
        fail('UsernameExistsException', 'An account with the given email already exists.');
      await countMail(meta.address);
      const t = now();
      const passwordHash = await hashPassword(password);
      let user: User;
      if (existing) {
        // Signing up again before confirming: the newest password counts and a fresh code goes out.
        [user] = (await db
          .update(identityUsers)
          .set({ passwordHash, locale, updatedAt: t })
          .where(eq(identityUsers.sub, existing.sub))
          .returning()) as [User];
      } else {
        [user] = (await db
          .insert(identityUsers)
          .values({
            sub: randomUUID(),
            email: address,
            status: 'UNCONFIRMED',
            passwordHash,
            locale,
            createdAt: t,
            updatedAt: t,
          })
          .returning()) as [User];
      }
      await sendSignUpCode(user, meta);
      return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: deliveryByEmail(user) };
    },

    async ConfirmSignUp(body) {
      checkClient(body);
      const user = await userByEmail(normaliseEmail(body.Username));
      if (!user) return fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
      if (user.status === 'CONFIRMED')
        fail('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
      await consumeCode(user, 'SIGN_UP', body.ConfirmationCode);
      await db
        .update(identityUsers)
        .set({ status: 'CONFIRMED', emailVerified: true, updatedAt: now() })
        .where(eq(identityUsers.sub, user.sub));
      return {};
    },

    async ResendConfirmationCode(body, meta) {
      checkClient(body);
      const address = normaliseEmail(body.Username);
      const user = await userByEmail(address);
      // Unknown users get the same answer (no way to learn who has an account).
      if (!user)
        return {
          CodeDeliveryDetails: { Destination: maskEmail(address), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
        };
      if (user.status === 'CONFIRMED') fail('InvalidParameterException', 'User is already confirmed.');
      await countMail(meta.address);
      await sendSignUpCode(user, meta);
      return { CodeDeliveryDetails: deliveryByEmail(user) };
    },

    async InitiateAuth(body, meta) {
      checkClient(body);
      const flow = str(body.AuthFlow);
      const params = (body.AuthParameters ?? {}) as Record<string, unknown>;
      if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
        return { ChallengeParameters: {}, ...(await refresh(params.REFRESH_TOKEN)) };
      }
      if (flow !== 'USER_PASSWORD_AUTH') {
        return fail('InvalidParameterException', `${flow ?? 'AuthFlow'} is not enabled for the client.`);
      }
      const username = (str(params.USERNAME) ?? '').trim().toLowerCase();
      const password = str(params.PASSWORD) ?? '';
      if (!username) fail('InvalidParameterException', 'Missing required parameter USERNAME');
      if (!password) fail('InvalidParameterException', 'Missing required parameter PASSWORD');
      await assertNotThrottled(username, meta.address);
      const user = await userByEmail(username);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !valid) {
        await recordSignInFailure(username, meta.address);
        throw incorrectCredentials();
      }
      if (user.status !== 'CONFIRMED') fail('UserNotConfirmedException', 'User is not confirmed.');
      await clearAccountFailures(username, meta.address);
      const challenge = await secondFactor(user);
      if (challenge) return challenge;
      return { ChallengeParameters: {}, ...(await startSession(user)) };
    },

    async GetTokensFromRefreshToken(body) {
      checkClient(body);
      return refresh(body.RefreshToken);
    },

    RespondToAuthChallenge: respondToChallenge,

    async ForgotPassword(body, meta) {
      checkClient(body);
      const address = normaliseEmail(body.Username);
      await countMail(meta.address);
      const user = await userByEmail(address);
      if (!user)
        return {
          CodeDeliveryDetails: { Destination: maskEmail(address), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
        };
      if (!user.emailVerified) {
        fail(
          'InvalidParameterException',
          'Cannot reset password for the user as there is no registered/verified email or phone_number',
        );
      }
      const code = await issueCode(user, 'RESET_PASSWORD', LIMITS.resetCodeTtl);
      await email.send({ to: user.email, lang: user.locale, template: 'passwordReset', params: { code } });
      return { CodeDeliveryDetails: deliveryByEmail(user) };
    },

    async ConfirmForgotPassword(body) {
      checkClient(body);
      const user = await userByEmail(normaliseEmail(body.Username));
      assertPasswordPolicy(body.Password);
      if (!user) return fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
      await consumeCode(user, 'RESET_PASSWORD', body.ConfirmationCode);
      await db
        .update(identityUsers)
        .set({ passwordHash: await hashPassword(body.Password as string), updatedAt: now() })
        .where(eq(identityUsers.sub, user.sub));
      await revokeSessions(user.sub);
      await clearAccountFailures(user.email);
      return {};
    },

    async GetUser(body) {
      const { user } = await authenticate(body);
      const mfa = [
        ...(user.smsMfaEnabled ? ['SMS_MFA'] : []),
        ...(user.totpMfaEnabled && user.totpVerified ? ['SOFTWARE_TOKEN_MFA'] : []),
      ];
      return {
        Username: user.sub,
        UserAttributes: attributesOf(user),
        ...(mfa.length ? { UserMFASettingList: mfa } : {}),
        ...(user.preferredMfa ? { PreferredMfaSetting: user.preferredMfa } : {}),
      };
    },

    async UpdateUserAttributes(body, meta) {
      const { user } = await authenticate(body);
      const attrs = Array.isArray(body.UserAttributes)
        ? (body.UserAttributes as { Name: string; Value: string }[])
        : [];
      const extra = JSON.parse(user.attributes) as Record<string, string>;
      const patch: Partial<typeof identityUsers.$inferInsert> = { updatedAt: now() };
      const deliveries: Body[] = [];
      let newEmail: string | undefined;
      for (const { Name, Value } of attrs) {
        if (!WRITABLE.has(Name) && !Name.startsWith('custom:')) {
          fail('NotAuthorizedException', `A client attempted to write unauthorized attribute ${Name}`);
        }
        const value = typeof Value === 'string' ? Value.trim() : '';
        if (Name === 'locale') {
          if (value !== 'en' && value !== 'kh') fail('InvalidParameterException', 'locale must be en or kh.');
          patch.locale = value as EmailLang;
        } else if (Name === 'phone_number') {
          if (value && !/^\+[1-9]\d{6,14}$/.test(value))
            fail('InvalidParameterException', 'Invalid phone number format.');
          patch.phoneNumber = value || null;
          patch.phoneVerified = false;
        } else if (Name === 'email') {
          const address = normaliseEmail(value);
          if (address !== user.email) {
            if (await userByEmail(address))
              fail('AliasExistsException', 'An account with the given email already exists.');
            newEmail = address;
          }
        } else {
          extra[Name] = value.slice(0, 2048);
        }
      }
      if (newEmail) {
        // The new address becomes the sign-in name only once verified (VerifyUserAttribute).
        extra['dfr:pending_email'] = newEmail;
        const code = await issueCode(user, 'VERIFY_EMAIL', LIMITS.attributeCodeTtl);
        await email.send({
          to: newEmail,
          lang: patch.locale ?? user.locale,
          template: 'attributeCode',
          params: { code },
        });
        deliveries.push({ Destination: maskEmail(newEmail), DeliveryMedium: 'EMAIL', AttributeName: 'email' });
      }
      patch.attributes = JSON.stringify(extra);
      await db.update(identityUsers).set(patch).where(eq(identityUsers.sub, user.sub));
      if (patch.phoneNumber) {
        const updated = (await userBySub(user.sub)) as User;
        const code = await issueCode(updated, 'VERIFY_PHONE', LIMITS.attributeCodeTtl);
        await email.send({ to: user.email, lang: updated.locale, template: 'attributeCode', params: { code } });
        deliveries.push({ Destination: maskEmail(user.email), DeliveryMedium: 'EMAIL', AttributeName: 'phone_number' });
      }
      void meta;
      return deliveries.length ? { CodeDeliveryDetailsList: deliveries } : {};
    },

    async GetUserAttributeVerificationCode(body) {
      const { user } = await authenticate(body);
      const name = str(body.AttributeName);
      const extra = JSON.parse(user.attributes) as Record<string, string>;
      if (name === 'email') {
        const to = extra['dfr:pending_email'] ?? user.email;
        const code = await issueCode(user, 'VERIFY_EMAIL', LIMITS.attributeCodeTtl);
        await email.send({ to, lang: user.locale, template: 'attributeCode', params: { code } });
        return { CodeDeliveryDetails: { Destination: maskEmail(to), DeliveryMedium: 'EMAIL', AttributeName: 'email' } };
      }
      if (name === 'phone_number' && user.phoneNumber) {
        const code = await issueCode(user, 'VERIFY_PHONE', LIMITS.attributeCodeTtl);
        await email.send({ to: user.email, lang: user.locale, template: 'attributeCode', params: { code } });
        return { CodeDeliveryDetails: { ...deliveryByEmail(user), AttributeName: 'phone_number' } };
      }
      return fail('InvalidParameterException', `Cannot verify attribute ${name ?? ''}.`);
    },

    async VerifyUserAttribute(body) {
      const { user } = await authenticate(body);
      const name = str(body.AttributeName);
      if (name === 'email') {
        await consumeCode(user, 'VERIFY_EMAIL', body.Code);
        const extra = JSON.parse(user.attributes) as Record<string, string>;
        const pending = extra['dfr:pending_email'];
        delete extra['dfr:pending_email'];
        if (pending && (await userByEmail(pending)))
          fail('AliasExistsException', 'An account with the given email already exists.');
        await db
          .update(identityUsers)
          .set({
            email: pending ?? user.email,
            emailVerified: true,
            attributes: JSON.stringify(extra),
            updatedAt: now(),
          })
          .where(eq(identityUsers.sub, user.sub));
        return {};
      }
      if (name === 'phone_number') {
        await consumeCode(user, 'VERIFY_PHONE', body.Code);
        await db
          .update(identityUsers)
          .set({ phoneVerified: true, updatedAt: now() })
          .where(eq(identityUsers.sub, user.sub));
        return {};
      }
      return fail('InvalidParameterException', `Cannot verify attribute ${name ?? ''}.`);
    },

    async ChangePassword(body, meta) {
      const { user, sessionId } = await authenticate(body);
      await assertNotThrottled(user.email, meta.address);
      if (!(await verifyPassword(str(body.PreviousPassword) ?? '', user.passwordHash))) {
        await recordSignInFailure(user.email, meta.address);
        throw incorrectCredentials();
      }
      assertPasswordPolicy(body.ProposedPassword);
      await db
        .update(identityUsers)
        .set({ passwordHash: await hashPassword(body.ProposedPassword as string), updatedAt: now() })
        .where(eq(identityUsers.sub, user.sub));
      // Every other session ends; this one stays signed in.
      await revokeSessions(user.sub, sessionId);
      return {};
    },

    async GlobalSignOut(body) {
      const { user } = await authenticate(body);
      await revokeSessions(user.sub);
      return {};
    },

    async RevokeToken(body) {
      checkClient(body);
      const token = requireString(body, 'Token');
      await db
        .update(identitySessions)
        .set({ revokedAt: now() })
        .where(
          and(eq(identitySessions.refreshHash, keys.hash(`refresh:${token}`)), isNull(identitySessions.revokedAt)),
        );
      return {};
    },

    async DeleteUser(body) {
      const { user } = await authenticate(body);
      await db.delete(identityUsers).where(eq(identityUsers.sub, user.sub));
      return {};
    },

    async AssociateSoftwareToken(body) {
      if (!body.AccessToken) fail('InvalidParameterException', 'AccessToken is required.');
      const { user } = await authenticate(body);
      const secret = newTotpSecret();
      await db
        .update(identityUsers)
        .set({ totpSecret: keys.encrypt(secret), totpVerified: false, totpMfaEnabled: false, updatedAt: now() })
        .where(eq(identityUsers.sub, user.sub));
      if (user.preferredMfa === 'SOFTWARE_TOKEN_MFA') {
        await db.update(identityUsers).set({ preferredMfa: null }).where(eq(identityUsers.sub, user.sub));
      }
      return { SecretCode: secret };
    },

    async VerifySoftwareToken(body, meta) {
      const { user } = await authenticate(body);
      if (!user.totpSecret) return fail('InvalidParameterException', 'No software token is associated with the user.');
      await assertNotThrottled(user.email, meta.address);
      if (!verifyTotp(keys.decrypt(user.totpSecret), (str(body.UserCode) ?? '').trim())) {
        await recordFailure(`acct:${user.email}`, LIMITS.accountFailures);
        fail('EnableSoftwareTokenMFAException', 'Code mismatch');
      }
      await db
        .update(identityUsers)
        .set({ totpVerified: true, updatedAt: now() })
        .where(eq(identityUsers.sub, user.sub));
      return { Status: 'SUCCESS' };
    },

    async SetUserMFAPreference(body) {
      const { user } = await authenticate(body);
      const sms = body.SMSMfaSettings as { Enabled?: boolean; PreferredMfa?: boolean } | undefined;
      const totp = body.SoftwareTokenMfaSettings as { Enabled?: boolean; PreferredMfa?: boolean } | undefined;
      const patch: Partial<typeof identityUsers.$inferInsert> = { updatedAt: now() };
      if (totp) {
        if (totp.Enabled && !user.totpVerified)
          fail('InvalidParameterException', 'User has not verified software token mfa');
        patch.totpMfaEnabled = !!totp.Enabled;
      }
      if (sms) {
        if (sms.Enabled && !user.phoneNumber)
          fail('InvalidParameterException', 'User does not have delivery config set to turn on SMS_MFA');
        patch.smsMfaEnabled = !!sms.Enabled;
      }
      const smsOn = patch.smsMfaEnabled ?? user.smsMfaEnabled;
      const totpOn = patch.totpMfaEnabled ?? user.totpMfaEnabled;
      let preferred = user.preferredMfa;
      if (totp?.PreferredMfa && totpOn) preferred = 'SOFTWARE_TOKEN_MFA';
      else if (sms?.PreferredMfa && smsOn) preferred = 'SMS_MFA';
      if (preferred === 'SOFTWARE_TOKEN_MFA' && !totpOn) preferred = null;
      if (preferred === 'SMS_MFA' && !smsOn) preferred = null;
      patch.preferredMfa = preferred;
      await db.update(identityUsers).set(patch).where(eq(identityUsers.sub, user.sub));
      return {};
    },
  };

  return {
    async call(operation, body, meta) {
      const handler = operations[operation];
      if (!handler) throw new CognitoError('UnknownOperationException', `Operation ${operation} is not supported.`);
      return handler(body, meta);
    },

    async ensureUser({ email: rawEmail, password, locale = 'en', groups }) {
      const address = normaliseEmail(rawEmail);
      const existing = await userByEmail(address);
      if (existing) {
        if (existing.status !== 'CONFIRMED' || (groups && JSON.stringify(groups) !== JSON.stringify(existing.groups))) {
          await db
            .update(identityUsers)
            .set({ status: 'CONFIRMED', emailVerified: true, ...(groups ? { groups } : {}), updatedAt: now() })
            .where(eq(identityUsers.sub, existing.sub));
        }
        return { sub: existing.sub, created: false };
      }
      assertPasswordPolicy(password);
      const t = now();
      const sub = randomUUID();
      await db
        .insert(identityUsers)
        .values({
          sub,
          email: address,
          status: 'CONFIRMED',
          emailVerified: true,
          passwordHash: await hashPassword(password),
          locale,
          groups: groups ?? [],
          createdAt: t,
          updatedAt: t,
        })
        .onConflictDoNothing();
      const user = (await userByEmail(address)) as User;
      return { sub: user.sub, created: user.sub === sub };
    },

    async activeUser(payload) {
      const sessionId = typeof payload.origin_jti === 'string' ? payload.origin_jti : '';
      const rows = await db
        .select({
          sub: identityUsers.sub,
          email: identityUsers.email,
          groups: identityUsers.groups,
          revokedAt: identitySessions.revokedAt,
        })
        .from(identitySessions)
        .innerJoin(identityUsers, eq(identityUsers.sub, identitySessions.sub))
        .where(eq(identitySessions.id, sessionId))
        .limit(1);
      const row = rows[0];
      if (!row || row.revokedAt !== null || row.sub !== payload.sub) return undefined;
      return { sub: row.sub, email: row.email, groups: row.groups ?? [] };
    },
  };
}
