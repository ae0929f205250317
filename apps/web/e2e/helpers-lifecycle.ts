import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, type Lang, shoot, stageBadge, strings } from './helpers-shell';

/* The lifecycle's second half as a user drives it: shared by the approve-and-pay and the submission specs. */

/** @dfr/forms' CodeForm names its boxes "Approval code". */
export const CODE_LABEL = { en: 'Approval code', kh: 'លេខកូដអនុម័ត' } as const;
export const stage = stageBadge;

/** Brings the demo statement to `validated` through the buttons (reset first when it is not a draft). */
export async function validated(page: Page, t: Record<string, any>) {
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

/** In the open pay dialog: confirm, read the code as text, pay it at the sandbox bank, see the receipt appear. */
export async function payWithSandboxBank(page: Page, lang: Lang) {
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
  // The receipt as a one-page PDF (issue 16).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: s.receipt.pdf }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^RCT-.+\.pdf$/);
  expect(
    fs
      .readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await shoot(page, `receipt-${lang}`);
  await expectAccessible(page);
}

/** Signs in through the login screen as any user. */
export async function signInAs(page: Page, email: string, password: string, lang: Lang) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}
