import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { verifyAccessToken } from '../auth';
import { createTestDeps, latestCode } from '../auth/testing';
import type { Deps } from '../context';
import { identityCodes, identityUsers } from '../db/schema';
import { databaseDump } from '../db/testing';
import { EMBEDDED_CLIENT_ID, EMBEDDED_POOL_ID, LIMITS, totpCode } from './index';
import { loadIdentityKeys } from './keys';

let deps: Deps;
let dataDir: string;
let cleanup: () => void;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  ({ deps, dataDir, cleanup } = await createTestDeps());
  app = createApp(deps);
});
afterAll(() => cleanup());

// biome-ignore lint/suspicious/noExplicitAny: the tests read the endpoint's JSON answers loosely
type Json = Record<string, any>;

const PASSWORD = 'Secret@123';
const ClientId = EMBEDDED_CLIENT_ID;
let addressCounter = 1;
/** Each test talks from its own address unless it says otherwise (throttling is per address). */
const freshAddress = () => `10.0.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

async function call(op: string, body: Record<string, unknown>, address = freshAddress(), lang?: string) {
  const res = await app.request(
    '/identity',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${op}`,
        ...(lang ? { 'accept-language': lang } : {}),
      },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address, remotePort: 1234, remoteFamily: 'IPv4' } } },
  );
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

async function expectError(p: ReturnType<typeof call>, type: string, message?: RegExp | string) {
  const res = await p;
  expect(res.status).toBe(400);
  expect(res.body.__type).toBe(type);
  expect(typeof res.body.message).toBe('string');
  if (message) expect(res.body.message).toMatch(message);
  return res;
}

async function signUpConfirmed(email: string, password = PASSWORD) {
  const signUp = await call('SignUp', { ClientId, Username: email, Password: password });
  expect(signUp.status).toBe(200);
  const code = await latestCode(deps, email, 'signUpCode');
  expect((await call('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code })).status).toBe(200);
  return signUp.body.UserSub as string;
}

async function signIn(email: string, password = PASSWORD, address = freshAddress()) {
  return call(
    'InitiateAuth',
    { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } },
    address,
  );
}

async function tokens(email: string, password = PASSWORD) {
  const res = await signIn(email, password);
  expect(res.status).toBe(200);
  return res.body.AuthenticationResult as {
    AccessToken: string;
    IdToken: string;
    RefreshToken: string;
    ExpiresIn: number;
  };
}

describe('the identity endpoint: its keys', () => {
  it('keeps the signing key in the data directory across restarts, readable only by the owner', async () => {
    const file = path.join(dataDir, 'identity-keys.json');
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const again = await loadIdentityKeys(dataDir);
    expect(again.kid).toBe(deps.identity.keys?.kid);
  });
});

describe('sign-up and confirmation', () => {
  it('signs up, e-mails a 6-digit code and a link in the user language, and confirms', async () => {
    const res = await call(
      'SignUp',
      { ClientId, Username: ' Sokha@Example.com ', Password: PASSWORD },
      freshAddress(),
      'km-KH',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: {
        DeliveryMedium: 'EMAIL',
        AttributeName: 'email',
        Destination: 's***@E***.com'.replace('E', 'e'),
      },
    });
    expect(res.body.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    const mail = (await (
      await app.request(
        '/mailbox.json?to=sokha@example.com',
        {},
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      )
    ).json()) as { messages: { subject: string; text: string; lang: string }[] };
    expect(mail.messages).toHaveLength(1);
    const [message] = mail.messages;
    expect(message?.lang).toBe('kh');
    expect(message?.text).toMatch(/[\u1780-\u17FF]/);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1] as string;
    expect(message?.text).toContain(`/confirmUser?email=sokha%40example.com&code=${code}`);
    // Not confirmed yet: sign-in says so (after the password was right).
    await expectError(signIn('sokha@example.com'), 'UserNotConfirmedException');
    expect(
      (await call('ConfirmSignUp', { ClientId, Username: 'sokha@example.com', ConfirmationCode: code })).body,
    ).toEqual({});
    // The code was used: confirming again is refused.
    await expectError(
      call('ConfirmSignUp', { ClientId, Username: 'sokha@example.com', ConfirmationCode: code }),
      'NotAuthorizedException',
      /CONFIRMED/,
    );
    expect((await signIn('sokha@example.com')).status).toBe(200);
  });

  it('refuses an existing account, a bad e-mail and a password against the policy', async () => {
    await signUpConfirmed('taken@example.com');
    await expectError(
      call('SignUp', { ClientId, Username: 'taken@example.com', Password: PASSWORD }),
      'UsernameExistsException',
    );
    await expectError(
      call('SignUp', { ClientId, Username: 'not-an-email', Password: PASSWORD }),
      'InvalidParameterException',
    );
    // Like Cognito (issue 19, finding 7): a password never starts or ends with whitespace.
    for (const spaced of [` ${PASSWORD}`, `${PASSWORD} `, `\t${PASSWORD}`, `${PASSWORD}\n`])
      await expectError(
        call('SignUp', { ClientId, Username: 'spaced@example.com', Password: spaced }),
        'InvalidParameterException',
        /regular expression pattern/,
      );
    for (const weak of ['Ab1!', 'secret@123', 'Secret@abc', 'Secret1234']) {
      await expectError(
        call('SignUp', { ClientId, Username: 'weak@example.com', Password: weak }),
        'InvalidPasswordException',
        /policy/,
      );
    }
  });

  it('counts wrong codes, then locks the code; a resent code replaces the old one', async () => {
    const email = 'codes@example.com';
    await call('SignUp', { ClientId, Username: email, Password: PASSWORD });
    const first = await latestCode(deps, email, 'signUpCode');
    const wrong = first === '000000' ? '111111' : '000000';
    await expectError(
      call('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: wrong }),
      'CodeMismatchException',
    );
    const resent = await call('ResendConfirmationCode', { ClientId, Username: email });
    expect(resent.body.CodeDeliveryDetails.DeliveryMedium).toBe('EMAIL');
    const second = await latestCode(deps, email, 'signUpCode');
    if (second !== first) {
      await expectError(
        call('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: first }),
        'CodeMismatchException',
      );
    }
    for (let i = 0; i < LIMITS.codeAttempts; i++) {
      await call('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: second === wrong ? '222222' : wrong });
    }
    await expectError(
      call('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: second }),
      'LimitExceededException',
    );
  });

  it('refuses an expired code', async () => {
    const email = 'expired@example.com';
    await call('SignUp', { ClientId, Username: email, Password: PASSWORD });
    const code = await latestCode(deps, email, 'signUpCode');
    const user = (await deps.db.select().from(identityUsers).where(eq(identityUsers.email, email)))[0];
    await deps.db
      .update(identityCodes)
      .set({ expiresAt: 0 })
      .where(eq(identityCodes.sub, user?.sub as string));
    await expectError(
      call('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code }),
      'ExpiredCodeException',
    );
  });

  it('answers resend for unknown users like for known ones, and refuses it for confirmed users', async () => {
    const unknown = await call('ResendConfirmationCode', { ClientId, Username: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    await signUpConfirmed('confirmed@example.com');
    await expectError(
      call('ResendConfirmationCode', { ClientId, Username: 'confirmed@example.com' }),
      'InvalidParameterException',
    );
  });

  it('limits how many e-mails one address can cause per hour', async () => {
    const address = '10.201.0.1';
    for (let i = 0; i < LIMITS.mailsPerAddressPerHour; i++) {
      await call('ForgotPassword', { ClientId, Username: `bomb${i}@example.com` }, address);
    }
    await expectError(
      call('ForgotPassword', { ClientId, Username: 'bomb-last@example.com' }, address),
      'LimitExceededException',
    );
    await expectError(
      call('SignUp', { ClientId, Username: 'bomb-new@example.com', Password: PASSWORD }, address),
      'LimitExceededException',
    );
    expect((await call('ForgotPassword', { ClientId, Username: 'bomb-last@example.com' }, '10.201.0.2')).status).toBe(
      200,
    );
  });

  it('limits how many codes go out per hour', async () => {
    const email = 'flood@example.com';
    await call('SignUp', { ClientId, Username: email, Password: PASSWORD });
    for (let i = 1; i < LIMITS.codesPerHour; i++) await call('ResendConfirmationCode', { ClientId, Username: email });
    await expectError(call('ResendConfirmationCode', { ClientId, Username: email }), 'LimitExceededException');
  });
});

describe('sign-in, tokens and refresh', () => {
  it('issues RS256 tokens with the claims the client reads, verifiable against the JWKS', async () => {
    const sub = await signUpConfirmed('claims@example.com');
    const result = await tokens('claims@example.com');
    expect(result.ExpiresIn).toBe(3600);
    expect(decodeProtectedHeader(result.AccessToken)).toMatchObject({ alg: 'RS256', kid: deps.identity.keys?.kid });
    const issuer = deps.identity.config.issuer;
    expect(issuer).toMatch(new RegExp(`/identity/${EMBEDDED_POOL_ID}$`));
    const jwks = createLocalJWKSet(deps.identity.jwks as { keys: [] });
    const access = (await jwtVerify(result.AccessToken, jwks, { issuer })).payload;
    expect(access).toMatchObject({ sub, client_id: ClientId, token_use: 'access', username: sub, iss: issuer });
    for (const claim of ['scope', 'auth_time', 'iat', 'exp', 'jti', 'origin_jti']) expect(access).toHaveProperty(claim);
    const id = (await jwtVerify(result.IdToken, jwks, { issuer, audience: ClientId })).payload;
    expect(id).toMatchObject({
      sub,
      'cognito:username': sub,
      email: 'claims@example.com',
      email_verified: true,
      token_use: 'id',
    });
    for (const claim of ['auth_time', 'iat', 'exp']) expect(id).toHaveProperty(claim);
    expect(result.RefreshToken.length).toBeGreaterThan(40);
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    await signUpConfirmed('wrong@example.com');
    const a = await expectError(signIn('wrong@example.com', 'Nope@1234'), 'NotAuthorizedException');
    const b = await expectError(signIn('ghost@example.com', 'Nope@1234'), 'NotAuthorizedException');
    expect(a.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(b.body).toEqual(a.body);
    await expectError(
      call('InitiateAuth', { ClientId, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: 'x' } }),
      'InvalidParameterException',
    );
  });

  it('slows a guesser down with growing delays but never locks the owner out (issue 19, finding 5)', async () => {
    await signUpConfirmed('locked@example.com');
    const attacker = '10.100.0.1';
    // The clock stands still unless the test moves it (no timing in the test).
    vi.useFakeTimers({ toFake: ['Date'] });
    // On a whole second: the throttle counts in whole seconds, so the steps below cross the same boundaries every run.
    vi.setSystemTime(Math.ceil(Date.now() / 1000) * 1000);
    try {
      for (let i = 0; i < LIMITS.accountFailures; i++) {
        await expectError(
          signIn('locked@example.com', 'Wrong@1234', attacker),
          'NotAuthorizedException',
          'Incorrect username or password.',
        );
      }
      // The guesser waits, even with the right password …
      await expectError(
        signIn('locked@example.com', PASSWORD, attacker),
        'NotAuthorizedException',
        'Password attempts exceeded',
      );
      // … while the owner, from their own address, signs in at once.
      expect((await signIn('locked@example.com', PASSWORD, '10.100.0.2')).status).toBe(200);
      await expectError(signIn('locked@example.com', PASSWORD, attacker), 'NotAuthorizedException', /exceeded/);
      // The delay ends (1 s), then doubles with each further failure (2 s).
      vi.setSystemTime(Date.now() + 1_100);
      await expectError(signIn('locked@example.com', 'Wrong@1234', attacker), 'NotAuthorizedException', /Incorrect/);
      vi.setSystemTime(Date.now() + 1_100);
      await expectError(signIn('locked@example.com', PASSWORD, attacker), 'NotAuthorizedException', /exceeded/);
      vi.setSystemTime(Date.now() + 1_100);
      expect((await signIn('locked@example.com', PASSWORD, attacker)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    // Other accounts are not affected.
    await signUpConfirmed('free@example.com');
    expect((await signIn('free@example.com', PASSWORD, attacker)).status).toBe(200);
  });

  it('throttles an address that fails on many accounts', async () => {
    const address = '10.200.0.1';
    await signUpConfirmed('victim@example.com');
    // The clock stands still unless the test moves it (the delays are seconds).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    try {
      for (let i = 0; i < LIMITS.addressFailures; i++) {
        await signIn(`spray${i}@example.com`, 'Wrong@1234', address);
      }
      await expectError(signIn('victim@example.com', PASSWORD, address), 'TooManyRequestsException');
      expect((await signIn('victim@example.com', PASSWORD, '10.200.0.2')).status).toBe(200);
      // A delay, not a lockout: it ends.
      vi.setSystemTime(Date.now() + 1_100);
      expect((await signIn('victim@example.com', PASSWORD, address)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000); // a password hash (scrypt) per attempt: seconds on a busy machine

  it('refreshes with REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken; a revoked refresh token is refused', async () => {
    await signUpConfirmed('refresh@example.com');
    const first = await tokens('refresh@example.com');
    const viaInitiate = await call('InitiateAuth', {
      ClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: first.RefreshToken },
    });
    expect(viaInitiate.status).toBe(200);
    expect(viaInitiate.body.AuthenticationResult.AccessToken).toBeTruthy();
    const viaGet = await call('GetTokensFromRefreshToken', { ClientId, RefreshToken: first.RefreshToken });
    expect(viaGet.status).toBe(200);
    const refreshed = viaGet.body.AuthenticationResult;
    expect(decodeJwt(refreshed.AccessToken).iat).toBeTypeOf('number');
    expect(decodeJwt(refreshed.AccessToken).origin_jti).toBe(decodeJwt(first.AccessToken).origin_jti);
    await expectError(
      call('GetTokensFromRefreshToken', { ClientId, RefreshToken: 'dfr1.forged' }),
      'NotAuthorizedException',
      'Invalid Refresh Token',
    );
    expect((await call('RevokeToken', { ClientId, Token: first.RefreshToken })).status).toBe(200);
    await expectError(
      call('GetTokensFromRefreshToken', { ClientId, RefreshToken: first.RefreshToken }),
      'NotAuthorizedException',
      'Refresh Token has been revoked',
    );
    // The access tokens of the revoked session stop working too.
    await expect(verifyAccessToken(deps, refreshed.AccessToken)).rejects.toThrow();
    await expectError(call('GetUser', { AccessToken: refreshed.AccessToken }), 'NotAuthorizedException', /revoked/);
  });

  it('refuses an expired access token', async () => {
    await signUpConfirmed('expiring@example.com');
    const { AccessToken } = await tokens('expiring@example.com');
    vi.useFakeTimers({ now: Date.now() + 2 * 3600 * 1000, toFake: ['Date'] });
    try {
      await expectError(call('GetUser', { AccessToken }), 'NotAuthorizedException', 'Access Token has expired');
      await expect(verifyAccessToken(deps, AccessToken)).rejects.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the signed-in user', () => {
  it('GetUser, UpdateUserAttributes (locale, phone, name) and an unauthorized attribute', async () => {
    const sub = await signUpConfirmed('me@example.com');
    const { AccessToken } = await tokens('me@example.com');
    const me = await call('GetUser', { AccessToken });
    expect(me.body.Username).toBe(sub);
    expect(me.body.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: 'me@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'sub', Value: sub },
      ]),
    );
    const upd = await call('UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [
        { Name: 'locale', Value: 'kh' },
        { Name: 'name', Value: ' Sok ' },
        { Name: 'phone_number', Value: '+85512345678' },
      ],
    });
    expect(upd.status).toBe(200);
    expect(upd.body.CodeDeliveryDetailsList[0].AttributeName).toBe('phone_number');
    const after = (await call('GetUser', { AccessToken })).body.UserAttributes as { Name: string; Value: string }[];
    expect(after).toEqual(
      expect.arrayContaining([
        { Name: 'locale', Value: 'kh' },
        { Name: 'name', Value: 'Sok' },
        { Name: 'phone_number', Value: '+85512345678' },
        { Name: 'phone_number_verified', Value: 'false' },
      ]),
    );
    const code = await latestCode(deps, 'me@example.com', 'attributeCode');
    expect((await call('VerifyUserAttribute', { AccessToken, AttributeName: 'phone_number', Code: code })).status).toBe(
      200,
    );
    await expectError(
      call('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'sub', Value: 'x' }] }),
      'NotAuthorizedException',
    );
    // Groups are granted by an administrator, never written by the user (issue 34): refused, and nothing stored.
    await expectError(
      call('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'custom:groups', Value: 'regulator' }] }),
      'NotAuthorizedException',
    );
    const attributes = (await call('GetUser', { AccessToken })).body.UserAttributes as { Name: string }[];
    expect(attributes.map((a) => a.Name)).not.toContain('custom:groups');
    // A locale is one of the product's languages (the engine's LANGS), nothing else.
    for (const Value of ['km', 'EN', 'fr'])
      await expectError(
        call('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'locale', Value }] }),
        'InvalidParameterException',
      );
    await expectError(call('GetUser', { AccessToken: 'a.b.c' }), 'NotAuthorizedException', 'Invalid Access Token');
  });

  it('changes the e-mail only once the new address is verified', async () => {
    await signUpConfirmed('old@example.com');
    const { AccessToken } = await tokens('old@example.com');
    await signUpConfirmed('busy@example.com');
    await expectError(
      call('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'email', Value: 'busy@example.com' }] }),
      'AliasExistsException',
    );
    await call('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'email', Value: 'new@example.com' }] });
    expect((await signIn('old@example.com')).status).toBe(200);
    const code = await latestCode(deps, 'new@example.com', 'attributeCode');
    await call('VerifyUserAttribute', { AccessToken, AttributeName: 'email', Code: code });
    expect((await signIn('new@example.com')).status).toBe(200);
    await expectError(signIn('old@example.com'), 'NotAuthorizedException');
  });

  it('ChangePassword checks the old password and the policy, and ends the other sessions', async () => {
    await signUpConfirmed('change@example.com');
    const other = await tokens('change@example.com');
    const mine = await tokens('change@example.com');
    await expectError(
      call('ChangePassword', {
        AccessToken: mine.AccessToken,
        PreviousPassword: 'Wrong@123',
        ProposedPassword: 'Newer@2026',
      }),
      'NotAuthorizedException',
    );
    await expectError(
      call('ChangePassword', { AccessToken: mine.AccessToken, PreviousPassword: PASSWORD, ProposedPassword: 'weak' }),
      'InvalidPasswordException',
    );
    const ok = await call('ChangePassword', {
      AccessToken: mine.AccessToken,
      PreviousPassword: PASSWORD,
      ProposedPassword: 'Newer@2026',
    });
    expect(ok.body).toEqual({});
    await expectError(
      call('GetTokensFromRefreshToken', { ClientId, RefreshToken: other.RefreshToken }),
      'NotAuthorizedException',
      /revoked/,
    );
    expect((await call('GetTokensFromRefreshToken', { ClientId, RefreshToken: mine.RefreshToken })).status).toBe(200);
    await expectError(signIn('change@example.com'), 'NotAuthorizedException');
    expect((await signIn('change@example.com', 'Newer@2026')).status).toBe(200);
  });

  it('GlobalSignOut revokes every session; DeleteUser removes the account', async () => {
    await signUpConfirmed('global@example.com');
    const a = await tokens('global@example.com');
    const b = await tokens('global@example.com');
    expect((await call('GlobalSignOut', { AccessToken: a.AccessToken })).status).toBe(200);
    for (const t of [a, b]) {
      await expectError(
        call('GetTokensFromRefreshToken', { ClientId, RefreshToken: t.RefreshToken }),
        'NotAuthorizedException',
      );
      await expect(verifyAccessToken(deps, t.AccessToken)).rejects.toThrow();
    }
    const c = await tokens('global@example.com');
    expect((await call('DeleteUser', { AccessToken: c.AccessToken })).body).toEqual({});
    await expectError(signIn('global@example.com'), 'NotAuthorizedException');
    await expectError(call('GetUser', { AccessToken: c.AccessToken }), 'NotAuthorizedException');
  });
});

describe('forgotten password', () => {
  it('keeps a reset code and its e-mail together: when the e-mail cannot be written, the earlier code still counts', async () => {
    await signUpConfirmed('forgot-outbox@example.com');
    await call('ForgotPassword', { ClientId, Username: 'forgot-outbox@example.com' });
    const first = await latestCode(deps, 'forgot-outbox@example.com', 'passwordReset');
    const enqueue = deps.email.enqueue;
    deps.email.enqueue = async (tx, message) => {
      await enqueue(tx, message);
      throw new Error('the outbox failed after writing');
    };
    try {
      const res = await call('ForgotPassword', { ClientId, Username: 'forgot-outbox@example.com' });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain('the outbox failed');
    } finally {
      deps.email.enqueue = enqueue;
    }
    expect(await latestCode(deps, 'forgot-outbox@example.com', 'passwordReset')).toBe(first);
    const ok = await call('ConfirmForgotPassword', {
      ClientId,
      Username: 'forgot-outbox@example.com',
      ConfirmationCode: first,
      Password: 'Reset@2026',
    });
    expect(ok.body).toEqual({});
  });

  it('e-mails a reset code, resets once, refuses the reused code and revokes sessions', async () => {
    await signUpConfirmed('forgot@example.com');
    const before = await tokens('forgot@example.com');
    const res = await call('ForgotPassword', { ClientId, Username: 'Forgot@Example.com' });
    expect(res.body.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const code = await latestCode(deps, 'forgot@example.com', 'passwordReset');
    await expectError(
      call('ConfirmForgotPassword', {
        ClientId,
        Username: 'forgot@example.com',
        ConfirmationCode: code,
        Password: 'weak',
      }),
      'InvalidPasswordException',
    );
    const wrong = code === '123456' ? '654321' : '123456';
    await expectError(
      call('ConfirmForgotPassword', {
        ClientId,
        Username: 'forgot@example.com',
        ConfirmationCode: wrong,
        Password: 'Reset@2026',
      }),
      'CodeMismatchException',
    );
    const ok = await call('ConfirmForgotPassword', {
      ClientId,
      Username: 'forgot@example.com',
      ConfirmationCode: code,
      Password: 'Reset@2026',
    });
    expect(ok.body).toEqual({});
    await expectError(
      call('ConfirmForgotPassword', {
        ClientId,
        Username: 'forgot@example.com',
        ConfirmationCode: code,
        Password: 'Again@2026',
      }),
      'ExpiredCodeException',
    );
    await expectError(
      call('GetTokensFromRefreshToken', { ClientId, RefreshToken: before.RefreshToken }),
      'NotAuthorizedException',
    );
    expect((await signIn('forgot@example.com', 'Reset@2026')).status).toBe(200);
    // Unknown users get the same kind of answer.
    expect((await call('ForgotPassword', { ClientId, Username: 'unknown@example.com' })).status).toBe(200);
  });
});

describe('second factors', () => {
  it('enrols an authenticator app and signs in with a TOTP code', async () => {
    await signUpConfirmed('totp@example.com');
    const { AccessToken } = await tokens('totp@example.com');
    await expectError(
      call('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
      'InvalidParameterException',
    );
    const assoc = await call('AssociateSoftwareToken', { AccessToken });
    const secret = assoc.body.SecretCode as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectError(
      call('VerifySoftwareToken', { AccessToken, UserCode: '000000' === totpCode(secret) ? '111111' : '000000' }),
      'EnableSoftwareTokenMFAException',
    );
    expect(
      (await call('VerifySoftwareToken', { AccessToken, UserCode: totpCode(secret), FriendlyDeviceName: 'phone' }))
        .body,
    ).toEqual({ Status: 'SUCCESS' });
    expect(
      (
        await call('SetUserMFAPreference', {
          AccessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        })
      ).status,
    ).toBe(200);
    const me = await call('GetUser', { AccessToken });
    expect(me.body).toMatchObject({
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    });

    const challenge = await signIn('totp@example.com');
    expect(challenge.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.body.AuthenticationResult).toBeUndefined();
    const Session = challenge.body.Session as string;
    await expectError(
      call('RespondToAuthChallenge', {
        ClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session,
        ChallengeResponses: {
          USERNAME: 'totp@example.com',
          SOFTWARE_TOKEN_MFA_CODE: '000000' === totpCode(secret) ? '111111' : '000000',
        },
      }),
      'CodeMismatchException',
    );
    const done = await call('RespondToAuthChallenge', {
      ClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session,
      ChallengeResponses: { USERNAME: 'totp@example.com', SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.AuthenticationResult.AccessToken).toBeTruthy();
    // The challenge session is single-use.
    await expectError(
      call('RespondToAuthChallenge', {
        ClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session,
        ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
      }),
      'NotAuthorizedException',
      /session/,
    );
  });

  it('SMS factor: needs a phone number; the code goes through the outbox; choosing between two factors', async () => {
    await signUpConfirmed('sms@example.com');
    const { AccessToken } = await tokens('sms@example.com');
    await expectError(
      call('SetUserMFAPreference', { AccessToken, SMSMfaSettings: { Enabled: true } }),
      'InvalidParameterException',
    );
    await call('UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [{ Name: 'phone_number', Value: '+85512000111' }],
    });
    expect(
      (await call('SetUserMFAPreference', { AccessToken, SMSMfaSettings: { Enabled: true, PreferredMfa: true } }))
        .status,
    ).toBe(200);
    const challenge = await signIn('sms@example.com');
    expect(challenge.body).toMatchObject({
      ChallengeName: 'SMS_MFA',
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL' },
    });
    const code = await latestCode(deps, 'sms@example.com', 'mfaCode');
    const done = await call('RespondToAuthChallenge', {
      ClientId,
      ChallengeName: 'SMS_MFA',
      Session: challenge.body.Session,
      ChallengeResponses: { USERNAME: 'sms@example.com', SMS_MFA_CODE: code },
    });
    expect(done.body.AuthenticationResult.IdToken).toBeTruthy();

    // Both factors on, none preferred: the user picks one.
    const secret = (await call('AssociateSoftwareToken', { AccessToken })).body.SecretCode as string;
    await call('VerifySoftwareToken', { AccessToken, UserCode: totpCode(secret) });
    await call('SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: false },
      SMSMfaSettings: { Enabled: true, PreferredMfa: false },
    });
    await deps.db.update(identityUsers).set({ preferredMfa: null }).where(eq(identityUsers.email, 'sms@example.com'));
    const select = await signIn('sms@example.com');
    expect(select.body.ChallengeName).toBe('SELECT_MFA_TYPE');
    const chosen = await call('RespondToAuthChallenge', {
      ClientId,
      ChallengeName: 'SELECT_MFA_TYPE',
      Session: select.body.Session,
      ChallengeResponses: { USERNAME: 'sms@example.com', ANSWER: 'SOFTWARE_TOKEN_MFA' },
    });
    expect(chosen.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('a challenge session ends after too many wrong codes', async () => {
    await signUpConfirmed('mfa-lock@example.com');
    const { AccessToken } = await tokens('mfa-lock@example.com');
    const secret = (await call('AssociateSoftwareToken', { AccessToken })).body.SecretCode as string;
    await call('VerifySoftwareToken', { AccessToken, UserCode: totpCode(secret) });
    await call('SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    const { body } = await signIn('mfa-lock@example.com');
    const wrong = totpCode(secret) === '999999' ? '888888' : '999999';
    for (let i = 0; i < LIMITS.challengeAttempts; i++) {
      await call('RespondToAuthChallenge', {
        ClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: body.Session,
        ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: wrong },
      });
    }
    await expectError(
      call('RespondToAuthChallenge', {
        ClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: body.Session,
        ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
      }),
      'NotAuthorizedException',
    );
  });
});

describe('secrets at rest', () => {
  it('stores no password, code, refresh token or TOTP secret in clear', async () => {
    await signUpConfirmed('rest@example.com', 'Plain@Text1');
    const { RefreshToken, AccessToken } = await tokens('rest@example.com', 'Plain@Text1');
    const secret = (await call('AssociateSoftwareToken', { AccessToken })).body.SecretCode as string;
    const dump = await databaseDump(deps.db, dataDir);
    // The dump is real: it holds what was stored (the e-mail address, the password's hash).
    expect(dump).toContain('rest@example.com');
    expect(dump).not.toContain('Plain@Text1');
    expect(dump).not.toContain(RefreshToken);
    expect(dump).not.toContain(secret);
    const user = (await deps.db.select().from(identityUsers).where(eq(identityUsers.email, 'rest@example.com')))[0];
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('the local mailbox', () => {
  it('is shown to this machine only, as HTML and JSON', async () => {
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const html = await app.request('/mailbox', {}, local);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('Local mailbox');
    const remote = await app.request('/mailbox.json', {}, { incoming: { socket: { remoteAddress: '192.168.1.20' } } });
    expect(remote.status).toBe(404);
  });

  it('is served in demo mode only, never in production, through a proxy or to a remote client (issue 19)', async () => {
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    // Behind a reverse proxy on this machine every client looks local: a forwarding header closes the mailbox.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect((await app.request('/mailbox.json', { headers: { [header]: '127.0.0.1' } }, local)).status).toBe(404);
    const variants: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { DFR_DEMO: 'false' },
      { DFR_TRUSTED_PROXIES: '127.0.0.1' },
    ];
    for (const overrides of variants) {
      const other = await createTestDeps(overrides);
      try {
        const res = await createApp(other.deps).request('/mailbox.json', {}, local);
        expect(res.status, JSON.stringify(overrides)).toBe(404);
      } finally {
        other.cleanup();
      }
    }
  });

  it('is not served when SMTP is configured', async () => {
    const smtp = await createTestDeps({ DFR_SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const res = await createApp(smtp.deps).request(
        '/mailbox.json',
        {},
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      );
      expect(res.status).toBe(404);
      expect(smtp.deps.email.mode).toBe('smtp');
    } finally {
      smtp.cleanup();
    }
  });
});

describe('errors that echo the input (issue 19, found by the fuzz test)', () => {
  it('answers a 400 in the body and a Latin-1 header when the message carries other characters', async () => {
    const res = await call('ConfirmSignUp', {
      ClientId: 'ក\udbff\u0012',
      Username: 'x@example.com',
      ConfirmationCode: '1',
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.__type).toBe('string');
    expect(res.headers.get('x-amzn-errormessage')).toMatch(/^[\x20-\x7e]*$/);
  });
});
