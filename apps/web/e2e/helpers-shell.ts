import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'kh';
export const SHOTS = path.resolve(import.meta.dirname, '../../../.tmp/screens');

/** The app's own strings, read from the locale files (so the tests follow the translations, not a copy). */
export function strings(lang: Lang, ns: string): Record<string, any> {
  return JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../src/locales/${lang}/${ns}.json`), 'utf8'));
}

/** The statement screens' words, with each stage named as the shell names every status (`status.<stage>`). */
export function statementStrings(lang: Lang): Record<string, any> {
  const t = strings(lang, 'statement');
  return { ...t, stage: { ...t.stage, ...strings(lang, 'shell').status } };
}

/** The statement's stage badge (its name, on its colour). */
export const stageBadge = (page: Page) => page.locator('[data-stage] [data-tone]');

/** Signs in as the demo user through the real login screen, then chooses the language. */
export async function signIn(page: Page, lang: Lang = 'en') {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('demo@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

/** Waits until the screen has loaded its data (no skeleton left). */
export async function settled(page: Page) {
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 15_000 });
}

export async function expectAccessible(page: Page) {
  // react-aria announces an opened overlay through its off-screen live log with a `role="img"` node labelled by the
  // overlay; the node stays for 7 s, pointing at nothing once the overlay has closed, and a new one may come at any
  // moment (waiting for it to go raced with the next announcement). Not page content: left out of the check, as in
  // statement.spec.ts.
  // An overlay that is still fading in (react-aria's `data-entering`) has half-transparent text: check it once shown.
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 300)}`).join(', ')}`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** Nothing wider than the window (no sideways scrolling of the page itself). */
export async function expectNoHorizontalScroll(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const w = window.innerWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .map((el) => ({
        el,
        right: Math.max(el.getBoundingClientRect().right, el.scrollWidth + el.getBoundingClientRect().left),
      }))
      .filter(({ el, right }) => right > w + 1 && getComputedStyle(el).overflowX === 'visible')
      .sort((a, b) => b.right - a.right)
      .slice(0, 6)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${el.className}@${Math.round(right)}`);
    return { overflow: document.documentElement.scrollWidth - w, culprits };
  });
  expect(overflow, `page wider than the window on ${page.url()}: ${culprits.join(' | ')}`).toBeLessThanOrEqual(1);
}

export async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The newest 6-digit code of a kind e-mailed to an address, read from the local mailbox as a user would. */
export async function mailboxCode(request: APIRequestContext, to: string, template: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/mailbox.json?to=${encodeURIComponent(to)}`);
      const { messages } = (await res.json()) as { messages: { template: string; text: string }[] };
      code = messages.find((m) => m.template === template)?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}
