import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, type Lang, SHOTS, shoot, signIn, strings } from './helpers-shell';

/**
 * A chart of accounts as an accountant keeps it (issue 18): its own header words, IFRS names without prefix, an IFRS
 * total with two parts, no balance or period type. The import dialog shows the engine's dry run before anything is
 * saved; after the import, the mapping assistant offers three line items for an account without one.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const CHART = [
  'Account No.,Account name,Name (Khmer),Type,IFRS element',
  '9501,Cash on hand (e2e),សាច់ប្រាក់នៅក្នុងដៃ,Current assets,CashAndCashEquivalents',
  '9502,Bank loan (e2e),ប្រាក់កម្ចីធនាគារ,Non-current liabilities,Borrowings',
  '9503,Profit tax payable (e2e),ពន្ធលើប្រាក់ចំណេញត្រូវបង់,Liabilities,CurrentTaxLiabilities',
  '9504,Advertising (e2e),ការផ្សព្វផ្សាយ,Selling expenses,DistributionCosts',
].join('\n');

for (const lang of ['en', 'kh'] as Lang[]) {
  test(`a chart as accountants write it: dry run, import, mapping assistant (${lang})`, async ({ page }) => {
    const t = strings(lang, 'accounts');
    await signIn(page, lang);
    await page.goto('/accounts');
    await expect(page.locator('tr[data-code]').first()).toBeVisible();

    fs.mkdirSync(SHOTS, { recursive: true });
    const file = path.join(SHOTS, `accountant-chart-${lang}.csv`);
    fs.writeFileSync(file, `${CHART}\n`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: lang === 'en' ? 'Browse files' : 'ជ្រើសរើសឯកសារ' }).click();
    await (await chooser).setFiles(file);

    // The dry run: what was read how, the possible errors first, before the import is confirmed.
    const dialog = page.getByRole('alertdialog');
    const readings = dialog.getByRole('list', { name: t.readings.title });
    await expect(readings).toBeVisible();
    const possible = readings.locator('li[data-possible-error="true"]');
    await expect(possible).toHaveCount(2);
    await expect(possible.first()).toContainText('ifrs-full:LongtermBorrowings');
    await expect(readings.locator('li[data-reading="synonym"]').first()).toContainText(t.readings.columns.account_type);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await shoot(page, `accounts-dry-run-${lang}`);
    await expectAccessible(page);
    await dialog.getByRole('textbox').fill('confirm');
    // The file goes from the browser straight to the embedded file storage (a presigned PUT), and the import only
    // names it (issue 33).
    const direct = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/storage/put/uploads/'),
      { timeout: 30_000 },
    );
    const imported = page.waitForRequest((r) => r.url().includes('/accounts/import?'), { timeout: 30_000 });
    await dialog.getByRole('button', { name: t.import }).click();
    expect((await direct).status()).toBe(200);
    expect(new URL((await imported).url()).searchParams.get('upload')).toBeTruthy();
    // Importing a whole chart: give a busy machine the time it takes.
    await expect(page.getByText(t.imported)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('tr[data-code="9502"]')).toBeVisible();
    const mapOf = (code: string) => page.getByLabel(t.mapAccount.replace('{{code}}', code));
    await expect(mapOf('9502')).toHaveValue('ifrs-full:LongtermBorrowings');

    // The mapping assistant: an account without a line item gets three likely ones; one click maps it.
    await mapOf('9501').selectOption('');
    const suggested = page.locator('[data-suggestions-for="9501"]');
    await expect(suggested.getByRole('button')).toHaveCount(3);
    await expect(suggested.getByRole('button').first()).toHaveAttribute(
      'data-concept',
      'ifrs-full:CashAndCashEquivalents',
    );
    await shoot(page, `accounts-suggestions-${lang}`);
    await expectAccessible(page);
    await suggested.getByRole('button').first().click();
    await expect(mapOf('9501')).toHaveValue('ifrs-full:CashAndCashEquivalents');
    await expect(suggested).toHaveCount(0);
  });
}

test('a refused chart row is fixed in the import dialog with one of its suggestions (issue 21, defect 1)', async ({
  page,
}) => {
  const t = strings('en', 'accounts');
  await signIn(page, 'en');
  await page.goto('/accounts');
  await expect(page.locator('tr[data-code]').first()).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  // A chart kept without concepts: every row is refused, each with the three likely concepts.
  const file = path.join(SHOTS, 'chart-without-concepts.csv');
  fs.writeFileSync(file, 'Code,Name EN,Name KH,Type\n9601,Petty cash (e2e fix),សាច់ប្រាក់តូចតាច,Asset\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Browse files' }).click();
  await (await chooser).setFiles(file);
  const dialog = page.getByRole('alertdialog');
  const refused = dialog.locator('tr[data-problem="missing_concept"]');
  await expect(refused).toHaveCount(1);
  const uses = refused.getByRole('button');
  await expect(uses).toHaveCount(3);
  await expectAccessible(page);
  await uses.first().click();
  // The row now names the concept: nothing is refused, and the import sends the file with the fix.
  await expect(dialog.locator('tr[data-problem]')).toHaveCount(0);
  await expect(dialog.getByRole('status')).toContainText('chart-without-concepts-fixed.csv');
  await shoot(page, 'accounts-fixed-en');
  await dialog.getByRole('textbox').fill('confirm');
  await dialog.getByRole('button', { name: t.import }).click();
  await expect(page.getByText(t.imported)).toBeVisible();
  await expect(page.getByLabel(t.mapAccount.replace('{{code}}', '9601'))).toHaveValue(
    'ifrs-full:CashAndCashEquivalents',
  );
});

test('account codes never wrap in the chart, children indented (issue 21, defect 9)', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/accounts');
  const child = page.locator('tr[data-code="1110"] td').first();
  await expect(child).toHaveText('1110');
  // One line: the code's text has one box (a wrapped code has one per line).
  const lines = await child.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return range.getClientRects().length;
  });
  expect(lines).toBe(1);
});

// Issue 36: what five or more entities' accepted filings mapped a name to comes first, with the reason. The evidence is
// built through the API in `apps/api/src/features/mapping-evidence/mapping-evidence.test.ts`; here its answer is given to the
// screen (account 9501 comes from the tests above).
for (const lang of ['en', 'kh'] as Lang[]) {
  test(`the country's accepted filings come first among the suggestions, with the reason (${lang})`, async ({
    page,
  }) => {
    const t = strings(lang, 'accounts');
    await page.route('**/api/mapping-evidence', (route) =>
      route.fulfill({
        json: {
          enabled: true,
          evidence: [{ name: 'cash on hand e2e', concept: 'ifrs-full:OtherCurrentAssets', entities: 12 }],
        },
      }),
    );
    await signIn(page, lang);
    await page.goto('/accounts');
    const map = page.getByLabel(t.mapAccount.replace('{{code}}', '9501'));
    await expect(map).toBeVisible();
    await map.selectOption('');
    const first = page.locator('[data-suggestions-for="9501"]').getByRole('button').first();
    await expect(first).toHaveAttribute('data-concept', 'ifrs-full:OtherCurrentAssets');
    await expect(first).toContainText(lang === 'en' ? 'mapped so by 12 entities' : 'អង្គភាព ១២ បានភ្ជាប់ដូច្នេះ');
    await shoot(page, `accounts-evidence-${lang}`);
    await expectAccessible(page);
  });
}
