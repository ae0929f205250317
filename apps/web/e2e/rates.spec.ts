import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers-lifecycle';
import { expectAccessible, SHOTS, shoot, strings } from './helpers-shell';

/**
 * Issue 21, defect 12 in the browser: regulator staff, in Khmer, import the national bank's daily publication as the
 * official rates (per-100 units to one unit), see a wrong file refused with its reasons in Khmer, and are told when
 * no publication address is configured for the fetch.
 */
test('the national bank’s publication becomes the official rates, in Khmer', async ({ page }) => {
  const s = strings('kh', 'settings');
  fs.mkdirSync(SHOTS, { recursive: true });
  const good = path.join(SHOTS, 'nbc-2026-11-20.xml');
  fs.writeFileSync(
    good,
    `<exchangeRates date="2026-11-20"><rate currency="USD" unit="1" bid="4010" ask="4030" average="4020"/>` +
      `<rate currency="THB" unit="100" bid="11450" ask="11560" average="11505"/></exchangeRates>`,
  );
  const bad = path.join(SHOTS, 'nbc-bad.xml');
  fs.writeFileSync(
    bad,
    `<exchangeRates date="2026-11-21"><rate currency="EUR" unit="7" average="4400"/></exchangeRates>`,
  );

  await signInAs(page, 'regulator@example.com', 'Regulator@2026', 'kh');
  await page.goto('/currency');
  const card = page.getByRole('region', { name: s.rates.nbc_title });
  // @dfr/ui's FileDrop: its browse button opens the file chooser.
  const choose = async (file: string) => {
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'ជ្រើសរើសឯកសារ' }).click();
    await (await chooser).setFiles(file);
  };
  await choose(good);
  await expect(card.getByRole('status')).toContainText(s.rates.imported.split('{{')[0]!.trim());
  // Closing, average, daily and official reporting rates: 115.05 riel per baht (11,505 per 100).
  await expect(page.getByRole('cell', { name: '១១៥.០៥' }).first()).toBeVisible();
  await shoot(page, 'rates-nbc-kh');
  await expectAccessible(page);

  await choose(bad);
  await expect(card.getByText('ឯកតាត្រូវតែជា ១ ១០០ ឬ ១.០០០ នៃរូបិយប័ណ្ណ។', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: s.rates.nbc_fetch }).click();
  await expect(card.getByText('DFR_NBC_RATES_URL', { exact: false })).toBeVisible();
  await shoot(page, 'rates-nbc-refused-kh');
  await expectAccessible(page);
});
