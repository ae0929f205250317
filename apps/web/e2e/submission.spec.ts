import { expect, type Page, test } from '@playwright/test';
import { LifecycleApi, signInAs, stage } from './helpers-lifecycle';
import { expectAccessible, KEEP_SHOTS, SHOTS, shoot, signIn, statementStrings, strings } from './helpers-shell';

/**
 * Issue 15 in the browser: the paid statement cannot be submitted until the regulator connects the entity; the desk
 * (in Khmer) issues the credential and the filer sees "Connection approved" at once; the filing is reviewed and
 * rejected with reasons (back to draft, editable), filed again and accepted, each decision reaching the filer without
 * a reload; the accepted statement is shared by a link any signed-in user reads, until it is revoked. Runs after the
 * preparer's spec (statement.spec.ts), which needs the demo statement as a draft.
 */
test.setTimeout(240_000);

const HASH = /[0-9a-f]{64}/;
const RECEIPT = /EF-\d{4}-\d{6}/;

/**
 * The demo statement validated, approved with the code from the mailbox, and paid (the year's fee, if still open),
 * through the product's routes: approve-and-pay.spec.ts walks these steps in the browser; this spec's subject starts
 * after them (issue 29).
 */
async function paid(page: Page) {
  const api = await LifecycleApi.signIn(page.request, 'demo@example.com', 'Demo@2026');
  const statement = await api.statementOf(2025);
  await api.paid(statement.id, 'demo@example.com');
  await page.goto('/reporting');
  await expect(stage(page)).toHaveText(statementStrings('en').stage.paid, { timeout: 20_000 });
}

/** Submits the paid statement on /reporting with the typed confirm; returns the notice's receipt number. */
async function submit(page: Page) {
  const t = statementStrings('en');
  await page.goto('/reporting');
  await expect(stage(page)).toHaveText(t.stage.paid, { timeout: 20_000 });
  await expect(page.locator('section[data-eligible]')).toHaveAttribute('data-eligible', 'true');
  await page.getByRole('button', { name: t.actions.submit }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('textbox').fill('confirm');
  await confirm.getByRole('button', { name: t.actions.submit }).click();
  await expect(stage(page)).toHaveText(t.stage.submitted, { timeout: 30_000 });
  // The notice names the e-filing receipt and the package's hash.
  const notice = page.getByRole('status').filter({ hasText: RECEIPT });
  await expect(notice).toContainText(HASH);
  return (await notice.textContent())!.match(RECEIPT)![0];
}

test('submit: connection approved by the regulator, a filing rejected with reasons then accepted, shared and revoked', async ({
  page,
  browser,
}) => {
  const t = statementStrings('en');
  const e = strings('en', 'entities');
  const r = strings('kh', 'regulator');
  await signIn(page, 'en');
  await paid(page);

  // Not connected yet: each condition with a tick or what to do, the specification's message, submit disabled.
  const panel = page.locator('section[data-eligible]');
  await expect(panel).toHaveAttribute('data-eligible', 'false');
  await expect(panel.locator('[data-condition="credential"]')).toHaveAttribute('data-met', 'false');
  await expect(panel.locator('[data-condition="approved"]')).toHaveAttribute('data-met', 'true');
  await expect(panel.locator('[data-condition="fee_paid"]')).toHaveAttribute('data-met', 'true');
  await expect(panel).toContainText('Not eligible for submission; please contact the regulator team.');
  await expect(panel).toContainText(t.submitPanel.reason.no_credential);
  await expect(page.getByRole('button', { name: t.actions.submit })).toBeDisabled();
  await shoot(page, 'submit-not-eligible-en');
  await expectAccessible(page);

  // The entity asks the regulator for the connection (/connect).
  await page.goto('/connect');
  const connection = page.locator('[data-connection]');
  await expect(connection).toBeVisible();
  if ((await connection.getAttribute('data-connection')) !== 'pending') {
    await page.getByRole('textbox', { name: 'Message to the regulator' }).fill('Please issue our e-filing credential.');
    await page
      .getByRole('button', { name: new RegExp(`^(${e.connect_page.submit}|${e.connect_page.again})$`) })
      .click();
  }
  await expect(connection).toHaveAttribute('data-connection', 'pending');
  await shoot(page, 'connect-pending-en');
  await expectAccessible(page);

  // Regulator staff, in Khmer, issue it at the desk.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInAs(desk, 'regulator@example.com', 'Regulator@2026', 'kh');
  await desk.goto('/regulator?tab=credentials');
  await expect(desk.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
  const request = desk.locator('tr[data-status="pending"]', { hasText: '00012345' }).first();
  await request.getByRole('button', { name: r.credentials.issue }).click();
  await expect(desk.getByText(r.credentials.issued)).toBeVisible();
  await expectAccessible(desk);
  await shoot(desk, 'regulator-credentials-kh');

  // The filer's /connect says so without a reload.
  await expect(connection).toHaveAttribute('data-connection', 'approved', { timeout: 20_000 });
  await expect(page.getByText(e.connect_page.connected)).toBeVisible();
  await shoot(page, 'connect-approved-en');
  await expectAccessible(page);

  // First filing: submitted with its receipt and package hash.
  const first = await submit(page);
  await page.goto('/submited');
  const received = page.locator(`tr[data-receipt="${first}"]`);
  await expect(received).toHaveAttribute('data-status', 'received');
  await expect(received.locator('[data-package-hash]')).toHaveText(HASH);
  await expect(received.getByRole('button', { name: 'manifest.json' })).toBeVisible();
  await shoot(page, 'submitted-en');
  await expectAccessible(page);

  // The desk reviews it (hash, the receiver's check, the Inline XBRL document) and rejects it with reasons.
  await desk.goto('/regulator?tab=submissions');
  const deskRow = desk.locator(`tr[data-receipt="${first}"]`);
  await deskRow.getByRole('button', { name: new RegExp(`^${r.submissions.review}`) }).click();
  const review = desk.getByRole('dialog');
  await expect(review.locator('[data-package-hash]')).toHaveText(HASH);
  await expect(review.locator('[data-checks="passed"]')).toBeVisible();
  // The document as filed, in its sandboxed frame: the cover names the entity, the statements are tables.
  const document = review.frameLocator('iframe');
  await expect(document.locator('h1').first()).toContainText('Angkor Trading', { timeout: 20_000 });
  await expect(document.locator('table').first()).toBeVisible();
  if (KEEP_SHOTS) await review.screenshot({ path: `${SHOTS}/regulator-review-dialog-kh.png` });
  await shoot(desk, 'regulator-review-kh');
  await expectAccessible(desk);
  await desk.keyboard.press('Escape');
  await deskRow.getByRole('button', { name: r.submissions.reject }).click();
  const reject = desk.getByRole('dialog');
  await reject.getByRole('textbox', { name: r.submissions.reasons }).fill('កំណត់សម្គាល់ ១២ ខ្វះម្ចាស់ភាគហ៊ុន។');
  await reject.getByRole('button', { name: r.submissions.reject }).click();
  await expect(desk.getByText(r.submissions.rejected)).toBeVisible();

  // The filer's list turns rejected with the reasons, without a reload; the statement is a draft again, editable.
  await expect(received).toHaveAttribute('data-status', 'rejected', { timeout: 20_000 });
  await expect(received).toContainText('កំណត់សម្គាល់ ១២ ខ្វះម្ចាស់ភាគហ៊ុន។');
  await page.goto('/reporting');
  await expect(stage(page)).toHaveText(t.stage.draft, { timeout: 20_000 });
  await expect(page.locator('[data-filing="rejected"]')).toContainText('កំណត់សម្គាល់ ១២ ខ្វះម្ចាស់ភាគហ៊ុន។');
  await expect(page.getByRole('button', { name: t.actions.saveDraft })).toBeEnabled();
  await shoot(page, 'rejected-draft-en');
  await expectAccessible(page);

  // Second filing: validated, approved and (the fee already paid) filed again; the desk accepts it.
  await paid(page);
  const second = await submit(page);
  expect(second).not.toBe(first);
  await page.goto('/submited');
  const filed = page.locator(`tr[data-receipt="${second}"]`);
  await expect(filed).toHaveAttribute('data-status', 'received');
  await desk.goto('/regulator?tab=submissions');
  await desk.locator(`tr[data-receipt="${second}"]`).getByRole('button', { name: r.submissions.accept }).click();
  const accept = desk.getByRole('alertdialog');
  await accept.getByRole('textbox').fill('confirm');
  await accept.getByRole('button', { name: r.submissions.accept }).click();
  await expect(desk.getByText(r.submissions.accepted)).toBeVisible();
  await desk.goto('/regulator?tab=compliance');
  await expect(desk.getByRole('table')).toBeVisible();
  await shoot(desk, 'regulator-compliance-kh');
  await expectAccessible(desk);
  await deskContext.close();

  // Accepted reaches the filer without a reload.
  await expect(filed).toHaveAttribute('data-status', 'accepted', { timeout: 20_000 });
  await shoot(page, 'submitted-accepted-en');

  // The accepted statement is shared by a link.
  await page.goto('/reporting');
  await expect(stage(page)).toHaveText(t.stage.accepted, { timeout: 20_000 });
  await expect(page.locator('[data-filing="accepted"]')).toContainText(second);
  await page.getByRole('button', { name: t.share.create }).click();
  const link = page.locator('[data-share][data-revoked="false"]').first().getByRole('link');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/public\//);
  await shoot(page, 'share-link-en');
  await expectAccessible(page);

  // Any signed-in platform user with the link reads it (regulator staff are not members), in their language; a
  // signed-out visitor is sent to sign in.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(href);
  await expect(visitor).toHaveURL(/\/login/);
  await signInAs(visitor, 'regulator@example.com', 'Regulator@2026', 'kh');
  await visitor.goto(href);
  await expect(visitor.getByText(RECEIPT)).toBeVisible({ timeout: 20_000 });
  await expect(visitor.locator('tr[data-concept="ifrs-full:Assets"]').first()).toBeVisible();
  await shoot(visitor, 'public-accepted-kh');
  await expectAccessible(visitor);

  // Revoked: the link says so.
  await page
    .locator('[data-share][data-revoked="false"]')
    .first()
    .getByRole('button', { name: t.share.revoke })
    .click();
  await expect(page.locator('[data-share][data-revoked="true"]')).toHaveCount(1);
  await visitor.reload();
  await expect(visitor.getByText('តំណចែករំលែកនេះត្រូវបានអង្គភាពដកហូតវិញ។')).toBeVisible({ timeout: 20_000 });
  await shoot(visitor, 'public-revoked-kh');
  await anonymous.close();
});
