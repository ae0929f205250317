import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, type Lang, mailboxCode, shoot, signIn, strings } from './helpers-shell';

/**
 * The second half of the lifecycle, in English then in Khmer: a validated statement → the approval code from the
 * mailbox (a wrong code first) → approved, with who and when. Ends with the statement back in draft for the other specs.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

/** @dfr/forms' CodeForm names its boxes "Approval code". */
const CODE_LABEL = { en: 'Approval code', kh: 'លេខកូដអនុម័ត' } as const;
const stage = (page: Page) => page.locator('.dfr-stage [data-status]');

/** Brings the demo statement to `validated` through the buttons (reset first when it is not a draft). */
async function validated(page: Page, t: Record<string, any>) {
  await page.goto('/reporting');
  await expect(stage(page)).toBeVisible({ timeout: 20_000 });
  if ((await stage(page).textContent()) !== t.stage.draft) {
    await page.getByRole('button', { name: t.actions.reset }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox').fill('confirm');
    await dialog.getByRole('button', { name: t.actions.reset }).click();
    await expect(stage(page)).toHaveText(t.stage.draft);
  }
  await page.getByRole('button', { name: t.actions.finalize }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('confirm');
  await dialog.getByRole('button', { name: t.actions.finalize }).click();
  await expect(stage(page)).toHaveText(t.stage.finalized);
  await page.getByRole('button', { name: t.actions.validate, exact: true }).click();
  await expect(page.getByTestId('verdict')).toBeVisible({ timeout: 60_000 });
  await page.goto('/reporting');
  await expect(stage(page)).toHaveText(t.stage.validated, { timeout: 20_000 });
}

async function approveAndPay(page: Page, lang: Lang) {
  const t = strings(lang, 'statement');
  await signIn(page, lang);
  await validated(page, t);

  // The approval code goes to the director's e-mail (the demo user is the director and the only member).
  await page.getByRole('button', { name: t.actions.approvalRequest }).click();
  await expect(page.getByRole('button', { name: t.actions.approve, exact: true })).toBeVisible();
  const code = await mailboxCode(page.request, 'demo@example.com', 'approvalCode');
  const boxes = page.getByRole('group', { name: CODE_LABEL[lang] }).getByRole('textbox');
  // A wrong code first: refused with its own message, nothing approved.
  const wrong = code === '000000' ? '111111' : '000000';
  await boxes.first().click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: t.actions.approve, exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(stage(page)).toHaveText(t.stage.validated);
  await shoot(page, `approval-code-${lang}`);
  await expectAccessible(page);

  // A reload keeps the code boxes (the code is still pending) and the right code approves.
  await page.reload();
  await expect(page.getByRole('button', { name: t.actions.approve, exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('group', { name: CODE_LABEL[lang] }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: t.actions.approve, exact: true }).click();
  if (lang === 'kh') {
    // The year's fee was paid in the English run: approved again, the statement needs no second payment.
    await expect(stage(page)).toHaveText(t.stage.paid);
    await expect(page.getByRole('list', { name: t.stamps.label })).toContainText('demo@example.com');
    await shoot(page, `approved-again-paid-${lang}`);
    await expectAccessible(page);
    return;
  }
  await expect(stage(page)).toHaveText(t.stage.approved);
  await expect(page.getByRole('list', { name: t.stamps.label })).toContainText('demo@example.com');
  await shoot(page, `approved-${lang}`);
  await expectAccessible(page);

  // Pay the fee: the typed confirm, then the KHQR; the sandbox bank's page pays it; the page turns paid by itself.
  await page.getByRole('button', { name: t.actions.pay }).click();
  await payWithSandboxBank(page, lang);
  await page.goto('/reporting');
  await expect(stage(page)).toHaveText(t.stage.paid, { timeout: 20_000 });
}

/** In the open pay dialog: confirm, read the code as text, pay it at the sandbox bank, see the receipt appear. */
async function payWithSandboxBank(page: Page, lang: Lang) {
  const s = strings(lang, 'settings');
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('textbox').fill('confirm');
  await confirm.getByRole('button', { name: s.invoices.pay }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: lang === 'en' ? 'KHQR payment' : 'ការទូទាត់តាម KHQR' })).toBeVisible();
  await expect(dialog.getByRole('img')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, `khqr-${lang}`);
  const payload = await dialog.getByRole('textbox', { name: s.invoices.khqr_text }).inputValue();
  expect(payload).toMatch(/^000201010212/);

  // The tester's banking app, in another tab: a wrong amount is refused, the right one pays.
  const bank = await page.context().newPage();
  await bank.goto(`/sandbox-bank?lang=${lang}`);
  await bank.locator('#qr').fill(payload);
  await bank.locator('#amount').fill('1000');
  await bank.locator('button[type="submit"]').click();
  await expect(bank.getByRole('alert')).toBeVisible();
  await bank.goto(`/sandbox-bank?lang=${lang}`);
  await bank.locator('#qr').fill(payload);
  // The demo's fee (small entity) is 400,000 KHR, as the code says.
  await bank.locator('#amount').fill('400000');
  await bank.locator('button[type="submit"]').click();
  await expect(bank.getByRole('status')).toBeVisible();
  await shoot(bank, `sandbox-bank-paid-${lang}`);
  await bank.close();

  // No reload: the realtime message (or the page's own check) turns the invoice paid and shows the receipt.
  await expect(dialog.getByRole('status').filter({ hasText: /RCT-/ })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await shoot(page, `paid-receipt-${lang}`);
  await dialog.getByRole('link', { name: s.invoices.open_receipt }).click();
  await expect(page.getByRole('heading', { level: 1, name: s.receipt.title })).toBeVisible();
  await expect(page.getByText(/RCT-/).first()).toBeVisible();
  await shoot(page, `receipt-${lang}`);
  await expectAccessible(page);
}

test('a validated statement is approved with the code from the mailbox, in English', async ({ page }) => {
  await approveAndPay(page, 'en');
});

test('the same in Khmer', async ({ page }) => {
  await approveAndPay(page, 'kh');
});

test('the invoices tab in Khmer: pay the overdue fee of an earlier year through the sandbox bank', async ({ page }) => {
  const s = strings('kh', 'settings');
  await signIn(page, 'kh');
  await page.goto('/settings?tab=invoices');
  const row = page.locator('tr[data-status="open"]').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText(s.invoices.overdue)).toBeVisible();
  await expect(page.locator('tr[data-status="paid"]').first()).toBeVisible();
  await shoot(page, 'invoices-kh');
  await expectAccessible(page);
  await row.getByRole('button', { name: s.invoices.pay }).click();
  await payWithSandboxBank(page, 'kh');
});

/** Signs in through the login screen as any user. */
async function signInAs(page: Page, email: string, password: string, lang: Lang) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

test('submit: the regulator issues the credential, the paid statement is filed with confirm, accepted at the desk and public', async ({
  page,
  browser,
}) => {
  const t = strings('en', 'statement');
  const o = strings('en', 'onboarding');
  const r = strings('kh', 'regulator');
  await signIn(page, 'en');

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
