import { expect, type Page, test } from '@playwright/test';
import { strings } from './helpers-shell';

/** The platform font Chromium actually used to paint an element's text (not the CSS wish list). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((f) => f.familyName);
}

test('the home page shows its title in English, then in Khmer with a Khmer font', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital Financial Reporting Platform');
  await expect(page).toHaveTitle('Digital Financial Reporting Platform');

  await page.getByRole('button', { name: 'ខ្មែរ' }).first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('វេទិការបាយការណ៍ហិរញ្ញវត្ថុឌីជីថល');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km-KH');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('kh');

  // The four "how it works" steps fill whole rows at every width: never three and one alone (issue 21, defect 9).
  for (const width of [1280, 900, 400]) {
    await page.setViewportSize({ width, height: 900 });
    const tops = await page
      .getByRole('region', { name: strings('kh', 'home').how.title })
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect(
      perRow.every((n) => n === perRow[0]),
      `cards per row at ${width}px: ${perRow}`,
    ).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  const fonts = await renderedFonts(page, 'h1');
  expect(fonts.some((name) => /khmer|hanuman|battambang|kantumruy|noto sans khmer/i.test(name))).toBe(true);

  // The next page names the Khmer strings and font faces with itself (Link header), since the choice is in a cookie.
  const [reloaded] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/'), page.reload()]);
  const link = (await reloaded.allHeaders()).link ?? '';
  expect(link).toMatch(/<\/assets\/khFirst-[\w-]+\.js>; rel=modulepreload/);
  expect(link).toMatch(/<\/assets\/noto-sans-khmer-khmer-400-normal-[\w-]+\.woff2>; rel=preload; as=font/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('វេទិការបាយការណ៍ហិរញ្ញវត្ថុឌីជីថល');
});
