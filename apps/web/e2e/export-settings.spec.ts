import { DOCUMENT_LANGUAGE_LABELS, ORIENTATION_LABELS, PAGE_NUMBER_POSITION_LABELS, translate } from '@dfr/forms/rules';
import { expect, test } from '@playwright/test';
import { choose, formLabel, selectButton } from './helpers-forms';
import { expectAccessible, expectNoHorizontalScroll, settled, shoot, signIn, strings } from './helpers-shell';

/**
 * Export settings are kept by the API for the entity: a bad margin is explained and nothing is lost; a save survives
 * a reload and another browser; the tab works in Khmer too.
 */
test('export settings: refused margin kept and explained, saved on the server, read back in Khmer', async ({
  page,
  browser,
}) => {
  const s = strings('en', 'settings');
  const skh = strings('kh', 'settings');
  // The fields are @dfr/forms' ExportSettingsForm: its labels, in each language.
  const en = (key: Parameters<typeof formLabel>[1]) => formLabel('en', key);
  const kh = (key: Parameters<typeof formLabel>[1]) => formLabel('kh', key);
  const margin = en('margin');
  await signIn(page);
  await page.goto('/settings?tab=export');
  await settled(page);
  await expect(page.getByText(s.export.intro)).toBeVisible();

  const header = `Angkor Trading Co., Ltd. — ${Date.now()}`;
  await choose(page, en('pageSize'), 'A3');
  // @dfr/ui's radio: the visible option (its label) takes the click; the input itself is visually hidden.
  await page
    .getByRole('radiogroup', { name: en('orientation') })
    .getByText(ORIENTATION_LABELS.landscape.en)
    .click();
  await expect(page.getByRole('radio', { name: ORIENTATION_LABELS.landscape.en })).toBeChecked();
  await page.getByLabel(en('header')).fill(header);
  await choose(page, en('pageNumberPosition'), PAGE_NUMBER_POSITION_LABELS.centre.en);
  await choose(page, en('documentLanguage'), DOCUMENT_LANGUAGE_LABELS.both.en);
  await page.getByLabel(margin).fill('75');
  await page.getByRole('button', { name: s.export.save }).click();
  await expect(page.getByRole('alert').first()).toContainText(s.export.fix);
  await expect(page.getByLabel(margin)).toHaveAttribute('aria-invalid', 'true');
  // The field says why, in the rules' own words (from @dfr/forms), with its limit filled in.
  await expect(page.getByText(translate('number_too_large', 'en', { max: 50 }))).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel(en('header'))).toHaveValue(header);
  await expectAccessible(page);

  await page.getByLabel(margin).fill('12');
  await page.getByRole('button', { name: s.export.save }).click();
  await expect(page.getByText(s.export.saved)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shoot(page, 'en-settings-export');

  // Another browser (nothing in its storage) reads the same settings from the server, in Khmer.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await signIn(other, 'kh');
  await other.goto('/settings?tab=export');
  await settled(other);
  await expect(other.getByText(skh.export.intro)).toBeVisible();
  await expect(other.getByLabel(kh('header'))).toHaveValue(header);
  await expect(other.getByLabel(kh('margin'))).toHaveValue('12');
  await expect(selectButton(other, kh('pageSize'))).toContainText('A3');
  await expect(other.getByRole('radio', { name: ORIENTATION_LABELS.landscape.kh })).toBeChecked();
  await expect(selectButton(other, kh('pageNumberPosition'))).toContainText(PAGE_NUMBER_POSITION_LABELS.centre.kh);
  await expect(selectButton(other, kh('documentLanguage'))).toContainText(DOCUMENT_LANGUAGE_LABELS.both.kh);
  await expectAccessible(other);
  await shoot(other, 'kh-settings-export');
  await other.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(other);
  await shoot(other, 'kh-settings-export-phone');

  // The first browser still holds version 1 of what it read; its next save is refused as stale once the Khmer
  // browser has saved, and the latest settings can be loaded.
  await other.getByLabel(kh('margin')).fill('20');
  await other.getByRole('button', { name: skh.export.save }).click();
  await expect(other.getByText(skh.export.saved)).toBeVisible();
  await context.close();

  await page.getByLabel(en('footer')).fill('Confidential');
  await page.getByRole('button', { name: s.export.save }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel(en('footer'))).toHaveValue('Confidential');
  await page.getByRole('button', { name: s.export.load_latest }).click();
  await expect(page.getByLabel(margin)).toHaveValue('20');
  await page.reload();
  await settled(page);
  await expect(page.getByLabel(margin)).toHaveValue('20');
  await expect(page.getByLabel(en('header'))).toHaveValue(header);
});
