import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
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

/** Signs in through the login screen as any user, then chooses the language. */
export async function signInAs(page: Page, email: string, password: string, lang: Lang) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

/** Signs in as the demo user through the real login screen, then chooses the language. */
export const signIn = (page: Page, lang: Lang = 'en') => signInAs(page, 'demo@example.com', 'Demo@2026', lang);

/** Waits until the screen has loaded its data (no skeleton left). */
export async function settled(page: Page) {
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 15_000 });
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa'];
/** How long one accessibility check may take before it fails with its own message (not the test's timeout). */
const AXE_LIMIT_MS = 60_000;

/**
 * axe (WCAG 2.1 AA) on the page as shown, and on every document the page shows in a sandboxed frame.
 *
 * Why not `AxeBuilder.analyze()` as it comes (issue 29): by default it runs `axe.runPartial` in each frame and then
 * opens a new tab in the same browser context to run `axe.finishRun` there. With Debian's Chromium 156 that new tab
 * could not be opened after the partial run had reached the desk's filed document, a `sandbox=""` srcdoc frame (an
 * opaque origin with scripts disabled): `Target.createTarget: Failed to open a new tab`, and the test waited out its
 * 420 s timeout. The cause is the frame: axe works asynchronously (timers), and in a document whose scripts are
 * disabled its timers never fire, so axe's run inside that frame never ends (seen: `frame.evaluate(() => axe.run())`
 * there waits forever) and the check is left in a broken state. So axe now runs in the checked page itself (legacy
 * mode: no extra tab), the sandboxed frames are left out of that run, and each framed document is checked as a page
 * of its own in a fresh context, where its content is the same and axe's timers run. A check that still hangs fails
 * after `AXE_LIMIT_MS` with the page's address. `tags: null` runs every rule (best practices too).
 */
export async function expectAccessible(page: Page, { tags = WCAG }: { tags?: string[] | null } = {}) {
  // react-aria announces an opened overlay through its off-screen live log with a `role="img"` node labelled by the
  // overlay; the node stays for 7 s, pointing at nothing once the overlay has closed, and a new one may come at any
  // moment (waiting for it to go raced with the next announcement). Not page content: left out of the check, as in
  // statement.spec.ts.
  // An overlay that is still fading in (react-aria's `data-entering`) has half-transparent text: check it once shown.
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
  const listed = (violations: Result[], where = '') =>
    violations.map(
      (v) => `${where}${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 300)}`).join(', ')}`,
    );
  const check = async () => {
    let builder = new AxeBuilder({ page }).setLegacyMode().exclude('[data-live-announcer]').exclude('iframe[sandbox]');
    if (tags) builder = builder.withTags(tags);
    const violations = listed((await builder.analyze()).violations);
    for (const frame of await page.locator('iframe[sandbox]').all()) {
      // The framed document is checked as a page of its own, in a context of its own, where axe's timers run.
      const html = await frame.getAttribute('srcdoc');
      if (html === null) continue;
      const context = await page.context().browser()!.newContext();
      try {
        const own = await context.newPage();
        await own.setContent(html);
        let framed = new AxeBuilder({ page: own }).setLegacyMode();
        if (tags) framed = framed.withTags(tags);
        violations.push(...listed((await framed.analyze()).violations, 'framed document: '));
      } finally {
        await context.close();
      }
    }
    return violations;
  };
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`axe did not finish within ${AXE_LIMIT_MS / 1000} s on ${page.url()}`)),
      AXE_LIMIT_MS,
    );
  });
  const violations = await Promise.race([check(), limit]).finally(() => clearTimeout(timer));
  expect(violations, `axe on ${page.url()}`).toEqual([]);
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

/**
 * Whether the specs keep their screenshots (for people to look at: no test reads them). On CI nobody does and they cost
 * the command CPU (76 full-page PNGs), so they are taken there only with `E2E_SHOTS=1` (issue 29).
 */
export const KEEP_SHOTS = !process.env.CI || process.env.E2E_SHOTS === '1';

export async function shoot(page: Page, name: string) {
  if (!KEEP_SHOTS) return;
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
