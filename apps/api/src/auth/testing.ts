import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { type Deps, createDeps } from '../context';
import { openTestDatabase } from '../db/testing';
import { emailOutbox } from '../db/schema';
import { loadEnv } from '../env';

export const TEST_PASSWORD = 'Test@2026';
/** Each helper call comes from its own address, so per-address limits never trip across many test users. */
let testAddress = 0;
const meta = () => ({ address: `test-${++testAddress}`, lang: 'en' as const, publicUrl: 'http://127.0.0.1:3000' });

/**
 * Test helper: a user signed in through the real identity code path. A new user signs up (SignUp), confirms with the
 * code read from the outbox (ConfirmSignUp) and signs in (InitiateAuth USER_PASSWORD_AUTH); an existing user just
 * signs in. Needs the embedded endpoint and the mailbox e-mail (the test default).
 */
export async function signInForTest(
  deps: Pick<Deps, 'identity' | 'db'>,
  email: string,
  password: string = TEST_PASSWORD,
): Promise<{ accessToken: string; idToken: string; refreshToken: string; sub: string }> {
  const service = deps.identity.service;
  if (!service) throw new Error('signInForTest needs the embedded identity endpoint');
  const ClientId = deps.identity.config.clientId;
  const signIn = () =>
    service.call(
      'InitiateAuth',
      { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } },
      meta(),
    );
  let result: Record<string, unknown>;
  try {
    result = await signIn();
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type !== 'NotAuthorizedException' && type !== 'UserNotConfirmedException') throw error;
    const signUp = await service.call('SignUp', { ClientId, Username: email, Password: password }, meta());
    const code = await latestCode(deps, email, 'signUpCode');
    await service.call('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code }, meta());
    void signUp;
    result = await signIn();
  }
  const auth = result.AuthenticationResult as
    | { AccessToken: string; IdToken: string; RefreshToken: string }
    | undefined;
  if (!auth) throw new Error(`signInForTest: the user has a second factor (${String(result.ChallengeName)})`);
  const sub = JSON.parse(Buffer.from(auth.AccessToken.split('.')[1] as string, 'base64url').toString()).sub as string;
  return { accessToken: auth.AccessToken, idToken: auth.IdToken, refreshToken: auth.RefreshToken, sub };
}

/** The newest code e-mailed to an address with a template (read from the outbox, as a user reads the mailbox). */
export async function latestCode(deps: Pick<Deps, 'db'>, to: string, template: string): Promise<string> {
  const row = (
    await deps.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to.trim().toLowerCase()), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1)
  )[0];
  const code = row?.text.match(/\b(\d{4,6})\b/)?.[1];
  if (!code) throw new Error(`no ${template} e-mail to ${to}`);
  return code;
}

/** Full dependencies on a fresh, migrated SQLite database in a temporary directory (delete with `cleanup`). */
export async function createTestDeps(
  overrides: Record<string, string> = {},
): Promise<{ deps: Deps; dataDir: string; cleanup: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-test-'));
  // Demo mode (the local mailbox is served to this machine); the demo data is seeded by main.ts only, not here.
  // Route tests send thousands of requests a minute from one in-process "address": the limits are raised here and
  // tested on their own (http/security.test.ts).
  const env = loadEnv({
    NODE_ENV: 'test',
    DFR_DATA_DIR: dataDir,
    DFR_DEMO: 'true',
    DFR_RATE_LIMIT_PER_ADDRESS: '1000000',
    DFR_RATE_LIMIT_PER_USER: '1000000',
    // Test users' passwords protect nothing: hashed at scrypt's N = 2^10 (the code path is the production one; 516
    // hashes at 2^15 cost a lane of the test command about a minute of CPU).
    DFR_PASSWORD_HASH_COST: '10',
    ...overrides,
  });
  const { db, close } = await openTestDatabase(env.dataDir);
  const deps = await createDeps(env, db);
  return {
    deps,
    dataDir,
    cleanup: () => {
      close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
