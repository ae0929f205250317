import { ENTITY_SIZE_LABELS, PL_TYPE_LABELS, translate, USER_ROLE_LABELS } from '@dfr/forms/rules';
import { expect, test } from '@playwright/test';
import { choose, formLabel, selectButton } from './helpers-forms';
import { expectAccessible, settled, shoot, signIn, strings } from './helpers-shell';

/**
 * Journeys through the shell as a new user makes them: a second entity (a duplicate refused, in English and Khmer),
 * the three onboarding steps, connecting an institute, switching entities, users and access, and the keyboard.
 */
test('create an entity: a duplicate is refused and the input kept, then onboarding, connect and switching', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const e = strings('en', 'entities');
  const o = strings('en', 'onboarding');
  await signIn(page);
  await page.goto('/onboarding?new=1');
  await expect(page.getByRole('heading', { name: o.entity.title })).toBeVisible();

  // Required fields are checked before anything is sent.
  await page.getByRole('button', { name: o.entity.submit }).click();
  await expect(page.getByRole('alert').first()).toHaveText(e.fix_fields);

  await page
    .getByRole('textbox', { name: formLabel('en', 'nameEn'), exact: true })
    .fill('Mekong River Traders Co., Ltd.');
  await page.getByRole('textbox', { name: formLabel('en', 'nameKh'), exact: true }).fill('ក្រុមហ៊ុន មេគង្គ ពាណិជ្ជកម្ម ឯ.ក');
  await page.getByRole('textbox', { name: formLabel('en', 'registrationNumber'), exact: true }).fill('00012345'); // the demo entity's number
  await page.getByRole('textbox', { name: formLabel('en', 'vatTin'), exact: true }).fill('K001-900000001');
  await choose(page, formLabel('en', 'province'), 'Siem Reap');
  await page
    .getByRole('textbox', { name: formLabel('en', 'registeredOfficeEn'), exact: true })
    .fill('No. 12, Street 60, Siem Reap');
  await page.getByRole('button', { name: o.entity.submit }).click();
  await expect(page.getByRole('alert').first()).toContainText(/already exists/i);
  // Nothing typed is lost.
  await expect(page.getByRole('textbox', { name: formLabel('en', 'nameEn'), exact: true })).toHaveValue(
    'Mekong River Traders Co., Ltd.',
  );
  await expect(page.getByRole('textbox', { name: formLabel('en', 'registeredOfficeEn'), exact: true })).toHaveValue(
    'No. 12, Street 60, Siem Reap',
  );
  await expectAccessible(page);
  await shoot(page, 'en-entity-duplicate');

  const registration = `MRT-${Date.now()}`;
  await page.getByRole('textbox', { name: formLabel('en', 'registrationNumber'), exact: true }).fill(registration);
  await page.getByRole('button', { name: o.entity.submit }).click();
  await expect(page.getByRole('heading', { name: o.step.credential.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /Mekong River Traders/ })).toBeVisible();

  // Step 1: the credential request is recorded and its status shown.
  // @dfr/forms' CredentialRequestForm: the entity's registration number and the user's e-mail filled in.
  await expect(page.getByRole('textbox', { name: 'Company registration number' })).toHaveValue(registration);
  await expect(page.getByRole('textbox', { name: 'Contact email' })).toHaveValue('demo@example.com');
  await page.getByRole('textbox', { name: 'Message to the regulator' }).fill('Please issue our e-filing credential.');
  await page.getByRole('button', { name: o.step.credential.submit }).click();
  await expect(page.getByRole('cell', { name: 'demo@example.com' })).toBeVisible();
  await expect(page.getByRole('cell', { name: strings('en', 'shell').status.pending })).toBeVisible();
  await page.getByRole('button', { name: o.next }).click();

  // Step 2: scoping questions, saved to the entity.
  // @dfr/forms' ScopingQuestionsForm: each question a radio group named by the package's label; the visible option
  // (its label) takes the click, the input itself is visually hidden.
  const answer = async (question: Parameters<typeof formLabel>[1], option: string) => {
    const group = page.getByRole('radiogroup', { name: formLabel('en', question) });
    await group.getByText(option, { exact: true }).click();
    await expect(group.getByRole('radio', { name: option, exact: true })).toBeChecked();
  };
  await answer('size', ENTITY_SIZE_LABELS.medium.en);
  await answer('auditRequired', e.yes);
  await answer('plType', PL_TYPE_LABELS.nature.en);
  await page.getByRole('button', { name: o.save_next }).click();
  // Saving the answers is an update and a next step: the word "confirm" typed (issue 33).
  const asked = page.getByRole('alertdialog');
  await asked.getByRole('textbox').fill('confirm');
  await asked.getByRole('button', { name: o.save_next }).click();
  await expect(page.getByRole('heading', { name: o.step.start.title })).toBeVisible();
  await expect(page.getByText(o.scoping.deadline_audited)).toBeVisible();
  await expect(page.getByRole('link', { name: o.step.start.action })).toHaveAttribute(
    'href',
    /plType=nature.*audited=true/,
  );

  // The connection is the regulator's to approve: the request sent in step 1 waits for it on /connect.
  await page.goto('/connect');
  await expect(page.locator('[data-connection="pending"]')).toContainText(
    e.connect_page.pending.split('{{date}}')[0]!.trim(),
  );

  // The entity info survives a reload; switching back to the demo entity by keyboard.
  await page.goto('/settings');
  await settled(page);
  await expect(page.getByRole('textbox', { name: formLabel('en', 'registrationNumber'), exact: true })).toHaveValue(
    registration,
  );
  await expect(page.getByRole('radio', { name: e.yes })).toBeChecked();
  const switcher = page.getByRole('button', { name: /Mekong River Traders/ });
  await switcher.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Angkor Trading/ }).click();
  await expect(page.getByRole('textbox', { name: formLabel('en', 'registrationNumber'), exact: true })).toHaveValue(
    '00012345',
  );
});

test('in Khmer, a duplicate entity gets the Khmer message', async ({ page }) => {
  const o = strings('kh', 'onboarding');
  await signIn(page, 'kh');
  await page.goto('/onboarding?new=1');
  await page.getByRole('textbox', { name: formLabel('kh', 'nameEn'), exact: true }).fill('Angkor Copy');
  await page.getByRole('textbox', { name: formLabel('kh', 'nameKh'), exact: true }).fill('ក្រុមហ៊ុន អង្គរ ចម្លង');
  await page.getByRole('textbox', { name: formLabel('kh', 'registrationNumber'), exact: true }).fill('00012345');
  await page.getByRole('button', { name: o.entity.submit }).click();
  const alert = page.getByRole('alert').first();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/[\u1780-\u17FF]/);
  await expect(alert).not.toContainText(/already exists/i);
  await expectAccessible(page);
  await shoot(page, 'kh-entity-duplicate');
});

test('users: the super admin cannot be removed, a bad email is refused, a colleague is invited with a role', async ({
  page,
}) => {
  const u = strings('en', 'users');
  await signIn(page);
  await page.goto('/users');
  await settled(page);
  const superRow = page.getByRole('row', { name: /demo@example\.com/ });
  await expect(superRow.getByText(u.super_admin_note)).toBeVisible();
  await expect(superRow.getByRole('button', { name: new RegExp(`^${u.remove}`) })).toHaveCount(0);

  // @dfr/forms' InviteUserForm: a bad email is refused on its field with the rules' message; nothing is sent.
  const invite = page.getByRole('form', { name: u.add_title });
  const emailField = invite.getByRole('textbox', { name: formLabel('en', 'email'), exact: true });
  await emailField.fill('not-an-email');
  await invite.getByRole('button', { name: u.add, exact: true }).click();
  await expect(invite.getByText(translate('invalid_email', 'en'))).toBeVisible();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');

  const email = `colleague-${Date.now()}@example.com`;
  await emailField.fill(email);
  await selectButton(invite, formLabel('en', 'role')).click();
  await page.getByRole('listbox').getByRole('option', { name: USER_ROLE_LABELS.approver.en, exact: true }).click();
  await invite.getByRole('button', { name: u.add, exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(USER_ROLE_LABELS.approver.en);
  await expectAccessible(page);
  await shoot(page, 'en-users-added');
});

test('the shell: language kept across reloads, sidebar by keyboard, notifications and the user menu', async ({
  page,
}) => {
  const s = strings('en', 'shell');
  const skh = strings('kh', 'shell');
  await signIn(page);
  await page.goto('/overview');
  await settled(page);

  // The skip link and the sidebar work from the keyboard (from the top of the page).
  const skip = page.getByRole('link', { name: s.skip_to_content });
  await skip.focus();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  const nav = page.getByRole('navigation', { name: s.nav.label });
  await nav.getByRole('link', { name: s.nav.compliance }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(nav.getByRole('link', { name: s.nav.compliance })).toHaveAttribute('aria-current', 'page');

  // Notifications open (@dfr/ui's popover dialog) with their list (or the empty message) and close with Escape.
  const bell = page.getByRole('button', { name: new RegExp(`^${s.notifications.label}`) });
  await bell.click();
  await expect(page.getByRole('dialog', { name: s.notifications.title })).toBeVisible();
  // The realtime channel (MQTT over WebSocket at /mqtt, the access token as password) is up.
  await expect(page.getByText(s.notifications.live)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: s.notifications.title })).toHaveCount(0);
  await expect(bell).toBeFocused();

  // Khmer everywhere, kept after a reload.
  await page.getByRole('button', { name: 'ខ្មែរ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km-KH');
  await page.reload();
  await expect(page.getByRole('navigation', { name: skh.nav.label })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('kh');

  // The phone layout: the menu button opens the sidebar.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: skh.open_menu, exact: true }).click();
  await expect(page.getByRole('navigation', { name: skh.nav.label })).toBeVisible();
  await shoot(page, 'kh-phone-menu-open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: skh.nav.label })).toBeHidden();
  await page.getByRole('button', { name: skh.open_menu, exact: true }).click();
  await page.getByRole('navigation', { name: skh.nav.label }).getByRole('button', { name: skh.close_menu }).click();
  await expect(page.getByRole('navigation', { name: skh.nav.label })).toBeHidden();

  // Sign out from the user menu.
  await page.getByRole('button', { name: /demo@example\.com/ }).click();
  await page.getByRole('menuitem', { name: skh.user_menu.sign_out }).click();
  await expect(page).toHaveURL(/\/login/);
});
