import { expect, test } from '@playwright/test';
import { signInAs } from './helpers-lifecycle';
import { expectAccessible, settled, shoot, signIn, strings } from './helpers-shell';

/**
 * Issue 32 in the browser: finance staff find the paid fees on the desk's invoices tab, mark one received with the
 * bank's settlement date and reference (typed confirm), and the filer sees it received on their invoices tab.
 */
test('the desk marks a paid fee received; the filer sees it, in English and Khmer', async ({ page }) => {
  const d = strings('en', 'regulator');
  await signInAs(page, 'regulator@example.com', 'Regulator@2026', 'en');
  await page.goto('/regulator?tab=invoices');
  await page.getByRole('button', { name: new RegExp(d.invoices.filter) }).click();
  await page.getByRole('option', { name: new RegExp(d.invoices.filter_paid) }).click();
  const row = page.locator('tr[data-status="paid"]').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  const number = await row.getAttribute('data-invoice');
  await shoot(page, 'desk-invoices-en');
  await expectAccessible(page);
  await row.getByRole('button', { name: new RegExp(d.invoices.receive) }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: d.invoices.reference }).fill('ABA-2026-7781');
  await dialog.getByRole('textbox', { name: /confirm/ }).fill('confirm');
  await shoot(page, 'desk-receive-en');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: d.invoices.receive }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: new RegExp(d.invoices.filter) }).click();
  await page.getByRole('option', { name: new RegExp(d.invoices.filter_received) }).click();
  await expect(page.locator(`tr[data-invoice="${number}"][data-status="received"]`)).toContainText('ABA-2026-7781');

  // The filer, in Khmer: the invoice reads "received" with the day it reached the regulator.
  const s = strings('kh', 'shell');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'kh');
  await page.goto('/settings?tab=invoices');
  await settled(page);
  const received = page.locator(`tr[data-invoice="${number}"]`);
  await expect(received).toHaveAttribute('data-status', 'received', { timeout: 20_000 });
  await expect(received).toContainText(s.status.received);
  await shoot(page, 'invoices-received-kh');
  await expectAccessible(page);
});

test("the desk's invoices tab in Khmer", async ({ page }) => {
  const d = strings('kh', 'regulator');
  await signInAs(page, 'regulator@example.com', 'Regulator@2026', 'kh');
  await page.goto('/regulator?tab=invoices');
  await expect(page.getByRole('table', { name: d.tab.invoices })).toBeVisible({ timeout: 20_000 });
  await settled(page);
  await shoot(page, 'desk-invoices-kh');
  await expectAccessible(page);
});

test('finance staff change the fee schedule; the old version stays as history, in Khmer', async ({ page }) => {
  const d = strings('kh', 'regulator');
  await signInAs(page, 'regulator@example.com', 'Regulator@2026', 'kh');
  await page.goto('/regulator?tab=fees');
  const current = page.locator('tr[data-current="true"]').first();
  await expect(current).toBeVisible({ timeout: 20_000 });
  await current.getByRole('button', { name: d.fees.change }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: d.fees.from_year }).fill('2026');
  await dialog.getByRole('textbox').nth(1).fill('៤៥០,០០០');
  await dialog.getByRole('textbox').last().fill('confirm');
  await shoot(page, 'desk-fees-change-kh');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: d.fees.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('tr[data-from-year="2026"][data-current="true"]')).toContainText('៤៥០,០០០');
  await expect(page.locator('tr[data-from-year="2000"]')).toBeVisible();
  await shoot(page, 'desk-fees-kh');
  await expectAccessible(page);
});
