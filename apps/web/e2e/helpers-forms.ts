import { expect, type Locator, type Page } from '@playwright/test';
// @dfr/forms' field labels (a pure table; the package's entry would bring React and the theme into the test runner).
import { type FieldLabelKey, labelOf } from '../../../packages/forms/src/labels';
import type { Lang } from './helpers-shell';

/** A field label of @dfr/forms' forms, in a language: the tests read the same table the forms do. */
export const formLabel = (lang: Lang, key: FieldLabelKey) => labelOf(key, lang);

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @dfr/ui's Select: a button named by its value and its label. */
export const selectButton = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(literal(label)) });

/** Opens a @dfr/ui Select and picks an option by its visible label. */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await selectButton(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}
