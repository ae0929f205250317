import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, type Lang, shoot, signIn, strings } from './helpers-shell';

/** The identity pool answering as a throttled Cognito does (the identity endpoint's own 429), until `off()`. */
async function throttleIdentityPool(page: Page) {
  let on = true;
  await page.route('**/identity', (route) => {
    const target = route.request().headers()['x-amz-target'] ?? '';
    if (!on || !target.startsWith('AWSCognitoIdentityService.')) return route.continue();
    return route.fulfill({
      status: 429,
      contentType: 'application/x-amz-json-1.1',
      headers: { 'x-amzn-errortype': 'TooManyRequestsException' },
      body: JSON.stringify({
        __type: 'TooManyRequestsException',
        message: 'Too many requests, please try again later.',
      }),
    });
  });
  return { off: () => (on = false) };
}

test('a reload right after sign-in keeps the page; a throttled identity pool changes nothing, and a session that cannot be read for a moment asks to try again', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  const nav = (lang: Lang) => page.getByRole('navigation', { name: strings(lang, 'shell').nav.label });

  // Reloaded at once, and again: the session is read from the cookies, never the sign-in screen.
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(nav('en')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/overview$/);
  }

  // The identity pool refusing for a moment (its credentials are not what the API needs): the page stays as it is.
  const throttle = await throttleIdentityPool(page);
  await page.reload();
  await expect(nav('en')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/overview$/);
  throttle.off();

  // The configuration unreachable for a moment: the session cannot be read, which is not its end; the page stays,
  // with a way forward.
  const s = strings('en', 'shell');
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: s.errors.session_check });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/overview$/);
  await expectAccessible(page);
  await shoot(page, 'session-check-en');
  await page.unroute('**/config.json');
  await alert.getByRole('button', { name: s.retry }).click();
  await expect(nav('en')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/overview$/);
});
