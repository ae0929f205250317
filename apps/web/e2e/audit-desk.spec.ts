import { expect, test } from '@playwright/test';
import { signInAs } from './helpers-lifecycle';
import { expectAccessible, settled, shoot, signIn, strings } from './helpers-shell';

/**
 * Issue 32 in the browser: the desk's statistics and audit trail (regulator staff), and an entity's audit trail (its
 * admin, the demo user), each in English and Khmer. The demo data is the state: nothing is clicked through.
 */
for (const lang of ['en', 'kh'] as const) {
  test(`the desk's statistics and audit trail, and an entity's trail (${lang})`, async ({ page }) => {
    const d = strings(lang, 'regulator');
    const a = strings(lang, 'audit');
    await signInAs(page, 'regulator@example.com', 'Regulator@2026', lang);
    await page.goto('/regulator?tab=statistics');
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(d.statistics.heading.split(' ')[0]) }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('figure').first()).toBeVisible();
    await settled(page);
    await shoot(page, `desk-statistics-${lang}`);
    await expectAccessible(page);

    await page.goto('/regulator?tab=audit');
    const deskTrail = page.getByRole('table', { name: a.title });
    await expect(deskTrail.locator('tr[data-action]').first()).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await shoot(page, `desk-audit-${lang}`);
    await expectAccessible(page);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, lang);
    await page.goto('/audit');
    const trail = page.getByRole('table', { name: a.title });
    await expect(trail.locator('tr[data-action]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: a.export })).toBeVisible();
    await settled(page);
    await shoot(page, `audit-trail-${lang}`);
    await expectAccessible(page);
  });
}
