import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, settled, shoot, signIn } from './helpers-shell';

/** The deployment's configuration names a theme (the API's DFR_THEME, in /config.json): nothing else changes. */
async function configureTheme(page: Page, theme: string) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), theme } });
  });
}

const ground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("a second regulator's theme by configuration alone, in English and Khmer, light and dark", async ({ page }) => {
  await configureTheme(page, 'tonle');
  await signIn(page, 'en');
  await page.goto('/overview');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'tonle');
  expect(await ground(page)).toBe('rgb(246, 248, 251)'); // Tonle's background, not the product's
  await expectAccessible(page);
  await shoot(page, 'theme-tonle-overview-en');

  await page.evaluate(() => localStorage.setItem('lang', 'kh'));
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km-KH');
  await expectAccessible(page);
  await shoot(page, 'theme-tonle-overview-kh');

  await page.unrouteAll();
  await configureTheme(page, 'tonle-dark');
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'tonle-dark');
  expect(await ground(page)).toBe('rgb(13, 21, 32)');
  await expectAccessible(page);
  await shoot(page, 'theme-tonle-dark-overview-kh');
});
