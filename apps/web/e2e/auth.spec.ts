import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, KEEP_SHOTS, mailboxCode } from './helpers-shell';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), computed here as an authenticator app would. */
function totp(secret: string, time = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Types a code into the boxes of a code input (one digit per box, as a person types). */
async function typeCode(page: Page, groupName: string, code: string) {
  await page.getByRole('group', { name: groupName }).locator('input').first().click();
  await page.keyboard.type(code);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOutFromMenu(page: Page, email: string) {
  // The account menu (@dfr/ui's UserMenu) is named after the user; sign-out is one of its menu items.
  await page.getByRole('button', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('sign up, confirm from the mailbox, sign in and out, reset the password, enrol and use an authenticator app', async ({
  page,
  request,
}) => {
  const email = `e2e-${Date.now()}@example.com`;

  // A signed-out visitor is sent to sign-in, and comes back after it.
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fusers/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // Sign up.
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  // The screen is loaded on demand and the sign-in form (with its own Email field) stays up until it has arrived.
  await expect(page.locator('[data-step="SIGN_UP"]')).toBeVisible();
  await page.getByLabel('Email').fill(`  ${email}  `);
  await page.locator('input[name="password"]').fill('weak');
  await page.locator('input[name="confirmPassword"]').fill('weak');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.locator('[data-step="SIGN_UP"]')).toBeVisible();
  await page.locator('input[name="password"]').fill('First@2026');
  await page.locator('input[name="confirmPassword"]').fill('First@2026');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  // Confirm with the code from the local mailbox (a wrong code first).
  await expect(page.locator('[data-step="CONFIRM_SIGN_UP"]')).toBeVisible();
  const signUpCode = await mailboxCode(request, email, 'signUpCode');
  await typeCode(page, 'Verification code', signUpCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect code, please try again.');
  await page.getByRole('group', { name: 'Verification code' }).locator('input').last().click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await typeCode(page, 'Verification code', signUpCode);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.locator('[data-step="SIGN_UP_COMPLETE"]')).toBeVisible();
  await page.getByRole('button', { name: 'Go to sign in' }).click();

  // Sign in: a wrong password is refused with the specification's message, then the right one works.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await signIn(page, email, 'Wrong@2026');
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await signIn(page, email, 'First@2026');
  await expect(page).toHaveURL(/\/overview$/);

  // Sign out.
  await signOutFromMenu(page, email);
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/login\?redirect=%2Foverview/);

  // Forgot password → reset with the mailed code → sign in with the new password.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.locator('[data-step="RESET_PASSWORD"]')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.locator('[data-step="CONFIRM_RESET_PASSWORD"]')).toBeVisible();
  const resetCode = await mailboxCode(request, email, 'passwordReset');
  await typeCode(page, 'Verification code', resetCode);
  await page.locator('input[name="password"]').fill('Second@2026');
  await page.locator('input[name="confirmPassword"]').fill('Second@2026');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.locator('[data-step="RESET_PASSWORD_COMPLETE"]')).toBeVisible();
  await page.getByRole('button', { name: 'Go to sign in' }).click();
  await signIn(page, email, 'First@2026');
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await signIn(page, email, 'Second@2026');
  await expect(page).toHaveURL(/\/overview$/);

  // Enrol an authenticator app: the QR code and the key are shown; the code the "app" computes turns it on.
  await page.goto('/resetPass');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await typeCode(page, 'Sign-in code', totp(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-step verification with your authenticator app is on.')).toBeVisible();

  // Sign out; signing in now asks for the authenticator code.
  await page.goto('/overview');
  await signOutFromMenu(page, email);
  await signIn(page, email, 'Second@2026');
  await expect(page.locator('[data-step="CONFIRM_SIGN_IN"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeVisible();
  await typeCode(page, 'Sign-in code', totp(secret));
  await expect(page).toHaveURL(/\/overview$/);
});

/** aws-amplify's session cookies (`CognitoIdentityServiceProvider.<client>.<user>.<item>`). */
async function sessionCookies(page: Page) {
  return (await page.context().cookies()).filter((c) => c.name.startsWith('CognitoIdentityServiceProvider.'));
}

/** Calls the identity endpoint as aws-amplify does. */
async function identityCall(request: APIRequestContext, op: string, body: Record<string, unknown>) {
  const res = await request.post('/identity', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${op}`,
    },
    data: JSON.stringify(body),
  });
  expect(res.status(), `${op}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

test('turn on codes by message and sign in with the code', async ({ page, request }) => {
  const email = `sms-${Date.now()}@example.com`;
  const ClientId = ((await (await request.get('/config.json')).json()) as { identity: { userPoolClientId: string } })
    .identity.userPoolClientId;
  await identityCall(request, 'SignUp', { ClientId, Username: email, Password: 'Sms@2026x' });
  const code = await mailboxCode(request, email, 'signUpCode');
  await identityCall(request, 'ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code });

  await page.goto('/login?redirect=%2FresetPass');
  await signIn(page, email, 'Sms@2026x');
  await expect(page).toHaveURL(/\/resetPass$/);
  await page.getByRole('button', { name: 'Use codes by message' }).click();
  await page.getByLabel('Mobile phone number').fill(' +855 12 345 678 ');
  await page.getByRole('button', { name: 'Use codes by message' }).click();
  await expect(page.getByText('Two-step verification with codes by message is on.')).toBeVisible();

  await page.goto('/overview');
  await signOutFromMenu(page, email);
  await signIn(page, email, 'Sms@2026x');
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  await typeCode(page, 'Sign-in code', await mailboxCode(request, email, 'mfaCode'));
  await expect(page).toHaveURL(/\/overview$/);
});

test('an expired session is refreshed silently', async ({ page, request }) => {
  // aws-amplify's own fetchAuthSession gets an identity and temporary credentials from the embedded identity pool.
  const poolCall = (operation: string) =>
    page.waitForResponse((r) => r.request().headers()['x-amz-target'] === `AWSCognitoIdentityService.${operation}`);
  const [getId, credentials] = [poolCall('GetId'), poolCall('GetCredentialsForIdentity')];
  await page.goto('/login?redirect=%2Foverview');
  await signIn(page, 'demo@example.com', 'Demo@2026');
  await expect(page).toHaveURL(/\/overview$/);
  expect((await getId).status()).toBe(200);
  const answer = await credentials;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({
    IdentityId: expect.stringContaining(':'),
    Credentials: { AccessKeyId: expect.any(String), SecretKey: expect.any(String), SessionToken: expect.any(String) },
  });
  // The session is kept in secure cookies for 365 days (aws-amplify's cookie storage), not in local storage (issue 33).
  const cookies = await sessionCookies(page);
  const access = cookies.find((c) => c.name.endsWith('.accessToken'));
  expect(access).toBeDefined();
  expect(cookies.find((c) => c.name.endsWith('.refreshToken'))).toBeDefined();
  for (const c of cookies) {
    expect(c).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
    expect(c.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  }
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('Token')))).toEqual([]);
  // Make the stored tokens look expired (as after an hour away): the next navigation must refresh them.
  const expire = (jwt: string) => {
    const [h, p, sig] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    return `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
  };
  const before = access!.value;
  await page
    .context()
    .addCookies(
      cookies
        .filter((c) => c.name.endsWith('.accessToken') || c.name.endsWith('.idToken'))
        .map((c) => ({ ...c, value: expire(c.value) })),
    );
  await page.goto('/users');
  await expect(page).toHaveURL(/\/users$/);
  // The refresh runs in the background of the navigation: wait until the stored access token is a new one that the
  // API accepts (the expired copy and the original are both refused or excluded).
  await expect
    .poll(
      async () => {
        const after = (await sessionCookies(page)).find((c) => c.name.endsWith('.accessToken'))?.value ?? '';
        if (!after || after === before) return 0;
        return (await request.get('/api/me', { headers: { authorization: `Bearer ${after}` } })).status();
      },
      { timeout: 15_000 },
    )
    .toBe(200);
});

test('a session ended elsewhere signs this browser out with a message', async ({ page, request }) => {
  await page.goto('/login?redirect=%2Fusers');
  await signIn(page, 'demo@example.com', 'Demo@2026');
  await expect(page).toHaveURL(/\/users$/);
  // Sign out everywhere from the identity endpoint with this browser's access token.
  const accessToken = (await sessionCookies(page)).find((c) => c.name.endsWith('.accessToken'))?.value ?? null;
  expect(accessToken).toBeTruthy();
  const res = await request.post('/identity', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
    },
    data: JSON.stringify({ AccessToken: accessToken }),
  });
  expect(res.status()).toBe(200);
  // The API refuses the revoked session's token (it may trust a verified token for a few seconds).
  await expect
    .poll(
      async () => (await request.get('/api/me', { headers: { authorization: `Bearer ${accessToken}` } })).status(),
      {
        timeout: 15_000,
      },
    )
    .toBe(401);
  // The next navigation notices and signs out with a message.
  await page.evaluate(() => {
    history.pushState({}, '', '/overview');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/login/, { timeout: 40_000 });
  await expect(page.getByText('Your session has ended. Sign in again.')).toBeVisible();
});

test('the sign-in screens in English and Khmer pass axe, and are captured', async ({ page }) => {
  const dir = path.resolve(import.meta.dirname, '../../../.tmp/auth-screens');
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of ['en', 'kh'] as const) {
    await page.goto('/login');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const route of ['/login', '/signup', '/confirmUser', '/forgetPass']) {
      await page.goto(route);
      await expect(page.locator('[data-step]')).toBeVisible();
      if (lang === 'kh') await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u1780-\u17FF]/);
      await expectAccessible(page, { tags: null });
      if (KEEP_SHOTS) await page.screenshot({ path: path.join(dir, `${route.slice(1)}-${lang}.png`), fullPage: true });
    }
  }
  // Signed in: the security page with an authenticator being set up.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/login?redirect=%2FresetPass');
  await signIn(page, 'demo@example.com', 'Demo@2026');
  await expect(page).toHaveURL(/\/resetPass$/);
  for (const lang of ['en', 'kh'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    const security = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, `../src/locales/${lang}/auth.json`), 'utf8'),
    ).security;
    await page.getByRole('button', { name: security.totp_start, exact: true }).click();
    await expect(page.getByTestId('totp-secret')).toBeVisible();
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    await expectAccessible(page, { tags: null });
    if (KEEP_SHOTS) await page.screenshot({ path: path.join(dir, `resetPass-${lang}.png`), fullPage: true });
  }
});
