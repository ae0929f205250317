import { expect, test } from '@playwright/test';
import { expectAccessible, settled, shoot, signInAs, strings } from './helpers-shell';

/**
 * Issue 32 in the browser: an administrator invites a member of staff with a role (typed confirm) and reads the
 * regulator's policies, in English and Khmer. The policies are not changed here (other specs approve as a sole member).
 */
test('an administrator invites staff and reads the policies, in English', async ({ page }) => {
  const s = strings('en', 'staff');
  const email = `e2e-staff-${Date.now()}@example.com`;
  await signInAs(page, 'regulator@example.com', 'Regulator@2026', 'en');
  await page.goto('/regulator?tab=staff');
  await expect(page.getByRole('table', { name: s.caption })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: s.invite }).click();
  const dialog = page.getByRole('alertdialog', { name: s.invite_title });
  await dialog.getByRole('textbox', { name: s.email }).fill(email);
  await dialog.getByRole('textbox', { name: /confirm/ }).fill('confirm');
  await shoot(page, 'desk-staff-invite-en');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: s.invite }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.locator(`tr[data-email="${email}"]`)).toContainText(s.state.invited, { timeout: 30_000 });
  await settled(page);
  await shoot(page, 'desk-staff-en');
  await expectAccessible(page);

  await page.goto('/regulator?tab=policies');
  await expect(page.getByRole('heading', { name: s.separation.title })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await shoot(page, 'desk-policies-en');
  await expectAccessible(page);
});

test("the desk's staff and policies tabs in Khmer", async ({ page }) => {
  const s = strings('kh', 'staff');
  await signInAs(page, 'regulator@example.com', 'Regulator@2026', 'kh');
  await page.goto('/regulator?tab=staff');
  await expect(page.getByRole('table', { name: s.caption })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await shoot(page, 'desk-staff-kh');
  await expectAccessible(page);
  await page.goto('/regulator?tab=policies');
  await expect(page.getByRole('heading', { name: s.reminders.title })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await shoot(page, 'desk-policies-kh');
  await expectAccessible(page);
});
