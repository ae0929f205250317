import { expect, type Page, test } from '@playwright/test';
import { CODE_LABEL, payWithSandboxBank, stage, validated } from './helpers-lifecycle';
import { expectAccessible, type Lang, mailboxCode, shoot, signIn, statementStrings, strings } from './helpers-shell';

/**
 * The second half of the lifecycle, in English then in Khmer: a validated statement → the approval code from the
 * mailbox (a wrong code first) → approved, with who and when. Ends with the statement back in draft for the other specs.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

async function approveAndPay(page: Page, lang: Lang) {
  const t = statementStrings(lang);
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
