import { expect, type Page, test } from '@playwright/test';
import { CODE_LABEL, payWithSandboxBank, signInAs, stage, validated } from './helpers-lifecycle';
import { expectAccessible, mailboxCode, shoot, signIn, strings } from './helpers-shell';

/**
 * Issue 15 in the browser: the regulator issues the credential at the desk, the paid statement is submitted with the
 * typed confirm, the desk accepts it and any signed-in user reads it by its link. Runs after the preparer's spec
 * (statement.spec.ts), which needs the demo statement as a draft.
 */
test.setTimeout(240_000);

/** The demo statement validated, approved with the code from the mailbox, and paid (the year's fee, if still open). */
async function paid(page: Page) {
  const t = strings('en', 'statement');
  await validated(page, t);
  await page.getByRole('button', { name: t.actions.approvalRequest }).click();
  const code = await mailboxCode(page.request, 'demo@example.com', 'approvalCode');
  await page.getByRole('group', { name: CODE_LABEL.en }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: t.actions.approve, exact: true }).click();
  await expect(stage(page)).toHaveText(new RegExp(`${t.stage.approved}|${t.stage.paid}`));
  if ((await stage(page).textContent()) === t.stage.approved) {
    await page.getByRole('button', { name: t.actions.pay }).click();
    await payWithSandboxBank(page, 'en');
    await page.goto('/reporting');
  }
  await expect(stage(page)).toHaveText(t.stage.paid, { timeout: 20_000 });
}

test('submit: the regulator issues the credential, the paid statement is filed with confirm, accepted at the desk and public', async ({
  page,
  browser,
}) => {
  const t = strings('en', 'statement');
  const o = strings('en', 'onboarding');
  const r = strings('kh', 'regulator');
  await signIn(page, 'en');
  await paid(page);

  // The entity asks for its e-filing access credential (onboarding step 1).
  await page.goto('/onboarding?step=1');
  await page.getByLabel(o.step.credential.message).fill('Please issue our e-filing credential.');
  await page
    .getByRole('button', { name: new RegExp(`${o.step.credential.submit}|${o.step.credential.again}`) })
    .click();
  await expect(page.getByText(o.step.credential.sent)).toBeVisible();

  // Regulator staff, in Khmer, issue it at the desk.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInAs(desk, 'regulator@example.com', 'Regulator@2026', 'kh');
  await desk.goto('/regulator?tab=credentials');
  await expect(desk.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
  const request = desk.locator('tr[data-status="pending"]').first();
  await request.getByRole('button', { name: r.credentials.issue }).click();
  await expect(desk.getByText(r.credentials.issued)).toBeVisible();
  await expectAccessible(desk);
  await shoot(desk, 'regulator-credentials-kh');

  // The paid statement is submitted after the typed confirm; the e-filing receipt is listed.
  await page.goto('/reporting');
  await expect(stage(page)).toHaveText(t.stage.paid, { timeout: 20_000 });
  await page.getByRole('button', { name: t.actions.submit }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('textbox').fill('confirm');
  await confirm.getByRole('button', { name: t.actions.submit }).click();
  await expect(stage(page)).toHaveText(t.stage.submitted);
  await page.goto('/submited');
  const filed = page.locator('tr[data-status="received"]').first();
  await expect(filed).toContainText(/EF-\d{4}-\d{6}/);
  await shoot(page, 'submitted-en');
  await expectAccessible(page);

  // The desk accepts it (typed confirm); the entity's list says accepted and links the public page.
  await desk.goto('/regulator?tab=submissions');
  const received = desk.locator('tr[data-status="received"]').first();
  await expect(received).toBeVisible();
  await shoot(desk, 'regulator-submissions-kh');
  await expectAccessible(desk);
  await received.getByRole('button', { name: r.submissions.accept }).click();
  const accept = desk.getByRole('alertdialog');
  await accept.getByRole('textbox').fill('confirm');
  await accept.getByRole('button', { name: r.submissions.accept }).click();
  await expect(desk.getByText(r.submissions.accepted)).toBeVisible();
  await desk.goto('/regulator?tab=compliance');
  await expect(desk.getByRole('table')).toBeVisible();
  await shoot(desk, 'regulator-compliance-kh');
  await expectAccessible(desk);
  await deskContext.close();

  await page.reload();
  const accepted = page.locator('tr[data-status="accepted"]').first();
  await expect(accepted).toBeVisible();
  const href = await accepted.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/public\//);

  // Any signed-in platform user with the link reads the accepted statements (the regulator's staff are not members);
  // a signed-out visitor is sent to sign in.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(href!);
  await expect(visitor).toHaveURL(/\/login/);
  await signInAs(visitor, 'regulator@example.com', 'Regulator@2026', 'en');
  await visitor.goto(href!);
  await expect(visitor.getByText(/EF-\d{4}-\d{6}/)).toBeVisible({ timeout: 20_000 });
  await expect(visitor.locator('tr[data-concept="ifrs-full:Assets"]').first()).toBeVisible();
  await shoot(visitor, 'public-accepted-en');
  await expectAccessible(visitor);
  await anonymous.close();
});
