import { expect, test } from '@playwright/test';
import { expectAccessible, type Lang, settled, shoot, signIn, strings } from './helpers-shell';

/** Issue 21 (11): a user's own profile, from the user menu, saved and read back, in English and Khmer. */
for (const lang of ['en', 'kh'] as Lang[]) {
  test(`the profile page from the user menu saves the user's details (${lang})`, async ({ page }) => {
    const shell = strings(lang, 'shell');
    await signIn(page, lang);
    await page.goto('/overview');
    await page.getByRole('button', { name: /demo@example\.com/ }).click();
    await page.getByRole('menuitem', { name: shell.user_menu.profile }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: shell.profile.title })).toBeVisible();
    await settled(page);
    const position = lang === 'en' ? 'Chief accountant' : 'ប្រធានគណនេយ្យ';
    const field = page.getByRole('textbox', { name: lang === 'en' ? 'Position' : 'មុខតំណែង' });
    await field.fill(position);
    await page.getByRole('button', { name: shell.profile.save }).click();
    await expect(page.getByText(shell.profile.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: lang === 'en' ? 'Position' : 'មុខតំណែង' })).toHaveValue(position);
    await expect(page.getByRole('link', { name: shell.profile.security_link })).toBeVisible();
    await shoot(page, `profile-${lang}`);
    await expectAccessible(page);
  });
}
