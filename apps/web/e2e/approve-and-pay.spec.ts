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
  await expect(stage(page)).toHaveText(t.stage.approved);
  await expect(page.getByRole('list', { name: t.stamps.label })).toContainText('demo@example.com');
  await shoot(page, `approved-${lang}`);
  await expectAccessible(page);
}

test('a validated statement is approved with the code from the mailbox, in English', async ({ page }) => {
  await approveAndPay(page, 'en');
});

test('the same in Khmer', async ({ page }) => {
  await approveAndPay(page, 'kh');
});
