// Screenshots of the built Storybook (storybook-static/) for a visual check of Khmer shaping and layout.
// Usage (from the repository root, after `pnpm build-storybook`):
//   node packages/ui/scripts/screenshots.mjs [story-id[:viewport] ...]   screenshots (default: a representative set)
//   node packages/ui/scripts/screenshots.mjs --axe [prefix]               axe-core on every @dfr/ui story, no screenshots
// PNGs go to .tmp/screenshots/ (gitignored). Uses Debian's chromium, never a downloaded browser.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';

const root = path.resolve('storybook-static');
const out = path.resolve('.tmp/screenshots');
if (!fs.existsSync(path.join(root, 'iframe.html')))
  throw new Error('storybook-static/ is missing: run pnpm build-storybook');
fs.mkdirSync(out, { recursive: true });

const defaults = [
  'foundations-tokens--tokens',
  'foundations-tokens--tokens-khmer',
  'components-forms-textfield--unbroken-khmer-label',
  'components-forms-select--khmer-selected',
  'components-forms-datepicker--khmer-calendar-open',
  'components-forms-amountfield--invalid-khmer',
  'components-forms-codeinput--khmer',
  'components-structure-table--khmer',
  'components-overlays-confirmdialog--khmer',
  'components-feedback-alert--khmer',
  'components-feedback-stepper--onboarding-khmer',
  'components-feedback-statusbadge--all-khmer',
  'app-appshell--khmer',
  'app-appshell--phone:phone',
  'app-charts--comparison-khmer',
  'app-kpitile--khmer',
];
const args = process.argv.slice(2);
const axeMode = args[0] === '--axe';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const index = JSON.parse(fs.readFileSync(path.join(root, 'index.json'), 'utf8'));
const stories = axeMode
  ? Object.values(index.entries)
      .filter((e) => e.type === 'story' && e.importPath.startsWith('./packages/ui/') && e.id.startsWith(args[1] ?? ''))
      .map((e) => e.id)
  : args.length
    ? args
    : defaults;
let violations = 0;

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};
const server = http.createServer((req, res) => {
  const file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = server.address().port;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const entry of stories) {
    const [id, viewport] = entry.split(':');
    const page = await browser.newPage({
      viewport: viewport === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    });
    const lang = id.includes('khmer') || id.includes('kh') ? 'kh' : 'en';
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story&globals=lang:${lang}`);
    await page.waitForSelector('#storybook-root > *', { timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(axeMode ? 400 : 1500);
    if (axeMode) {
      await page.addScriptTag({ path: axePath });
      const found = await page.evaluate(async () => {
        // 'region' is a page-level rule; a story shows one component (Storybook's a11y addon turns it off too).
        const r = await window.axe.run(document.body, {
          resultTypes: ['violations'],
          rules: { region: { enabled: false } },
        });
        return r.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      });
      if (found.length) {
        violations += found.length;
        console.log(`${id}\n  ${found.join('\n  ')}`);
      }
      if (errors.length) console.log(`${id}  ERRORS: ${errors.join(' | ')}`);
      await page.close();
      continue;
    }
    const file = path.join(out, `${id}${viewport ? `-${viewport}` : ''}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`),
    );
    console.log(
      `${file}  fonts: ${[...new Set(fonts)].join(', ') || 'none'}${errors.length ? `  ERRORS: ${errors.join(' | ')}` : ''}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
if (axeMode) {
  console.log(`axe: ${stories.length} stories, ${violations} violations`);
  if (violations) process.exitCode = 1;
}
