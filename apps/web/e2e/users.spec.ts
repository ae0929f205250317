import { USER_ROLE_LABELS, type UserRole } from '@dfr/forms/rules';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  mailboxCode,
  settled,
  shoot,
  signIn,
  strings,
  type Lang,
} from './helpers-shell';
import { formLabel, selectButton } from './helpers-forms';

/**
 * Users and access as people use them: invite (a pending invitation, then an active colleague once they sign up),
 * change a role, revoke an invitation and remove a user (typed email; the super admin cannot be removed), and hand
 * super admin over and back. The walk runs on an entity of its own so the demo entity keeps its super admin.
 */

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** A colleague signs up through the sign-up screen in a browser of their own and signs in. */
async function colleagueSignsUp(browser: Browser, request: APIRequestContext, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill('Colleague@2026');
  await page.locator('input[name="confirmPassword"]').fill('Colleague@2026');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.locator('[data-step="CONFIRM_SIGN_UP"]')).toBeVisible();
  const code = await mailboxCode(request, email, 'signUpCode');
  await page.getByRole('group', { name: 'Verification code' }).locator('input').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('button', { name: 'Go to sign in' }).click();
  await page.locator('input[name="password"]').fill('Colleague@2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/overview$/, { timeout: 20_000 });
  return page;
}

/** Creates an entity of the test's own through the onboarding form (it becomes the current entity). */
async function createEntity(page: Page, name: string, lang: 'en' | 'kh' = 'en') {
  const o = strings(lang, 'onboarding');
  // @dfr/forms' EntityInfoForm, its fields by the package's labels (the province starts as Phnom Penh).
  const field = (key: Parameters<typeof formLabel>[1]) =>
    page.getByRole('textbox', { name: formLabel(lang, key), exact: true });
  await page.goto('/onboarding?new=1');
  await field('nameEn').fill(name);
  const nameKh = `ក្រុមហ៊ុន សាកល្បង ${Date.now()}`;
  await field('nameKh').fill(nameKh);
  await field('registrationNumber').fill(`USR-${Date.now()}`);
  await expect(selectButton(page, formLabel(lang, 'province'))).toContainText(lang === 'kh' ? 'ភ្នំពេញ' : 'Phnom Penh');
  await page.getByRole('button', { name: o.entity.submit }).click();
  await expect(page.getByRole('heading', { name: o.step.credential.title })).toBeVisible();
  // The switcher names the entity in the language shown.
  await expect(page.getByRole('button', { name: new RegExp(escapeRe(lang === 'kh' ? nameKh : name)) })).toBeVisible();
}

/** The table row of a user, found by their email. */
const rowOf = (page: Page, email: string) => page.getByRole('row', { name: new RegExp(escapeRe(email)) });

/** Invites through @dfr/forms' InviteUserForm: its email field, its role Select (a button and a list of options). */
async function invite(page: Page, u: ReturnType<typeof strings>, email: string, role: string, lang: Lang = 'en') {
  const form = page.getByRole('form', { name: u.add_title });
  await form.getByRole('textbox', { name: formLabel(lang, 'email'), exact: true }).fill(email);
  // The rows' own role selects have options of the same names: the one in the Select's list box is meant.
  await selectButton(form, formLabel(lang, 'role')).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: USER_ROLE_LABELS[role as UserRole][lang], exact: true })
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await form.getByRole('button', { name: u.add, exact: true }).click();
  await expect(rowOf(page, email)).toBeVisible();
}

test('change a role, revoke an invitation, hand super admin over and back, remove a user', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const u = strings('en', 'users');
  const ukh = strings('kh', 'users');
  const s = strings('en', 'shell');
  const stamp = Date.now();
  const colleague = `colleague-${stamp}@example.com`;
  const newcomer = `newcomer-${stamp}@example.com`;
  await signIn(page);
  await createEntity(page, `Users Walk ${stamp} Co., Ltd.`);
  await page.goto('/users');
  await settled(page);

  // Two invitations: neither person has an account yet, so both wait as pending.
  await invite(page, u, colleague, 'preparer');
  await invite(page, u, newcomer, 'viewer');
  await expect(rowOf(page, newcomer)).toContainText(s.status.pending);

  // A pending invitation's role can be changed before the person arrives; the change survives a reload.
  await rowOf(page, newcomer)
    .getByLabel(fill(u.role_for, { email: newcomer }))
    .selectOption('approver');
  await expect(page.getByText(fill(u.role_changed, { email: newcomer }))).toBeVisible();
  await page.reload();
  await settled(page);
  await expect(rowOf(page, newcomer).getByLabel(fill(u.role_for, { email: newcomer }))).toHaveValue('approver');

  // Revoking the invitation asks for the email typed; a wrong one keeps the action off.
  await rowOf(page, newcomer)
    .getByRole('button', { name: new RegExp(`^${escapeRe(u.revoke)}`) })
    .click();
  const revokeDialog = page.getByRole('alertdialog', { name: u.revoke_title });
  await expect(revokeDialog).toBeVisible();
  const typed = revokeDialog.getByRole('textbox', { name: fill(u.remove_type, { email: newcomer }) });
  await typed.fill('someone-else@example.com');
  await expect(revokeDialog.getByRole('button', { name: u.revoke, exact: true })).toBeDisabled();
  await expectAccessible(page);
  await typed.fill(newcomer);
  await revokeDialog.getByRole('button', { name: u.revoke, exact: true }).click();
  await expect(page.getByText(fill(u.revoked, { email: newcomer }))).toBeVisible();
  await expect(rowOf(page, newcomer)).toHaveCount(0);

  // The colleague signs up; their invitation becomes a membership on their first visit.
  const other = await colleagueSignsUp(browser, request, colleague);
  await page.reload();
  await settled(page);
  await expect(rowOf(page, colleague)).not.toContainText(s.status.pending);
  await rowOf(page, colleague)
    .getByLabel(fill(u.role_for, { email: colleague }))
    .selectOption('admin');
  await expect(page.getByText(fill(u.role_changed, { email: colleague }))).toBeVisible();

  // The super admin has no remove button; transferring asks for the word "confirm".
  const me = rowOf(page, 'demo@example.com');
  await expect(me.getByText(u.super_admin_note)).toBeVisible();
  await expect(me.getByRole('button', { name: new RegExp(`^${escapeRe(u.remove)}`) })).toHaveCount(0);
  await rowOf(page, colleague)
    .getByRole('button', { name: new RegExp(`^${escapeRe(u.transfer)}`) })
    .click();
  const transferDialog = page.getByRole('alertdialog', { name: u.transfer_title });
  await transferDialog.getByRole('textbox', { name: u.type_confirm }).fill('confirm');
  await expectAccessible(page);
  await shoot(page, 'en-users-transfer');
  await transferDialog.getByRole('button', { name: u.transfer, exact: true }).click();
  await expect(page.getByText(fill(u.transferred, { email: colleague }))).toBeVisible();
  await expect(rowOf(page, colleague).getByText(u.super_admin_note)).toBeVisible();
  // Now an admin: no more transfers from here.
  await expect(page.getByRole('button', { name: new RegExp(`^${escapeRe(u.transfer)}`) })).toHaveCount(0);

  // The colleague, working in Khmer, hands super admin back and cannot remove themself meanwhile.
  await other.evaluate(() => localStorage.setItem('lang', 'kh'));
  await other.goto('/users');
  await settled(other);
  await expect(rowOf(other, colleague).getByText(ukh.super_admin_note)).toBeVisible();
  await expect(
    rowOf(other, colleague).getByRole('button', { name: new RegExp(`^${escapeRe(ukh.remove)}`) }),
  ).toHaveCount(0);
  await rowOf(other, 'demo@example.com')
    .getByRole('button', { name: new RegExp(`^${escapeRe(ukh.transfer)}`) })
    .click();
  const back = other.getByRole('alertdialog', { name: ukh.transfer_title });
  await back.getByRole('textbox', { name: ukh.type_confirm }).fill('confirm');
  await expectAccessible(other);
  await shoot(other, 'kh-users-transfer');
  await back.getByRole('button', { name: ukh.transfer, exact: true }).click();
  await expect(other.getByText(fill(ukh.transferred, { email: 'demo@example.com' }))).toBeVisible();
  await other.context().close();

  // Super admin again, the demo user removes the colleague: the email typed in full.
  await page.reload();
  await settled(page);
  await expect(me.getByText(u.super_admin_note)).toBeVisible();
  await rowOf(page, colleague)
    .getByRole('button', { name: new RegExp(`^${escapeRe(u.remove)}`) })
    .click();
  const removeDialog = page.getByRole('alertdialog', { name: u.remove_title });
  await removeDialog.getByRole('textbox', { name: fill(u.remove_type, { email: colleague }) }).fill(colleague);
  await removeDialog.getByRole('button', { name: u.remove, exact: true }).click();
  await expect(page.getByText(fill(u.removed, { email: colleague }))).toBeVisible();
  await expect(rowOf(page, colleague)).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'en-users-removed');
});

test('in Khmer: change a role and revoke an invitation (typed email); the super admin stays; phone width', async ({
  page,
}) => {
  const u = strings('kh', 'users');
  const s = strings('kh', 'shell');
  const stamp = Date.now();
  const first = `kh-first-${stamp}@example.com`;
  const second = `kh-second-${stamp}@example.com`;
  await signIn(page, 'kh');
  await createEntity(page, `Khmer Users ${stamp} Co., Ltd.`, 'kh');
  await page.goto('/users');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km-KH');

  await invite(page, u, first, 'preparer', 'kh');
  await invite(page, u, second, 'viewer', 'kh');
  await expect(rowOf(page, first)).toContainText(s.status.pending);
  await expect(rowOf(page, first)).toContainText(USER_ROLE_LABELS.preparer.kh);

  await rowOf(page, first)
    .getByLabel(fill(u.role_for, { email: first }))
    .selectOption('approver');
  await expect(page.getByText(fill(u.role_changed, { email: first }))).toBeVisible();
  await expectAccessible(page);

  // The super admin (the demo user) cannot be removed, in Khmer too.
  const me = rowOf(page, 'demo@example.com');
  await expect(me.getByText(u.super_admin_note)).toBeVisible();
  await expect(me.getByRole('button', { name: new RegExp(`^${escapeRe(u.remove)}`) })).toHaveCount(0);

  // Revoke: a wrong email keeps the button off; the right one revokes.
  await rowOf(page, first)
    .getByRole('button', { name: new RegExp(`^${escapeRe(u.revoke)}`) })
    .click();
  const dialog = page.getByRole('alertdialog', { name: u.revoke_title });
  const typed = dialog.getByRole('textbox', { name: fill(u.remove_type, { email: first }) });
  await typed.fill(second);
  await expect(dialog.getByRole('button', { name: u.revoke, exact: true })).toBeDisabled();
  await expectAccessible(page);
  await shoot(page, 'kh-users-revoke');
  await typed.fill(first);
  await dialog.getByRole('button', { name: u.revoke, exact: true }).click();
  await expect(page.getByText(fill(u.revoked, { email: first }))).toBeVisible();
  await expect(rowOf(page, first)).toHaveCount(0);

  // At phone width the table scrolls inside its own region, not the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shoot(page, 'kh-users-phone');
});
