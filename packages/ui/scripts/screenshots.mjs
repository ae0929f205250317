// The built Storybook (storybook-static/) in Debian's Chromium: screenshots for a visual check of Khmer shaping and
// layout, or the accessibility check of every story.
// Usage (from the repository root, after `pnpm build-storybook`):
//   node packages/ui/scripts/screenshots.mjs [story-id[:phone] ...]   screenshots (default: a representative set)
//   node packages/ui/scripts/screenshots.mjs --axe [id-prefix]        accessibility of every story (or those whose id
//                                                                     starts with the prefix); no screenshots
// --axe reads what Storybook's accessibility addon (axe-core, configured in .storybook/preview.tsx) reports for each
// story after its play function, and whether the play function passed. One page is reused: it loads iframe.html
// once and switches stories over Storybook's channel (as the manager does), so a story costs its render, play and
// axe run rather than a page load. A story that hangs is given up after STORY_TIMEOUT_MS and a crashed page or
// browser is replaced; either way the story is tried once more on a fresh page. Exits 1 with a list of every
// violation or failure, 0 when there is none.
// PNGs go to .tmp/screenshots/ (gitignored). Uses /usr/bin/chromium, never a downloaded browser.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve('storybook-static');
const out = path.resolve('.tmp/screenshots');
if (!fs.existsSync(path.join(root, 'iframe.html')))
  throw new Error('storybook-static/ is missing: run pnpm build-storybook');

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
const STORY_TIMEOUT_MS = 20_000;
const args = process.argv.slice(2);
const axeMode = args[0] === '--axe';
const index = JSON.parse(fs.readFileSync(path.join(root, 'index.json'), 'utf8'));

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
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
const base = `http://127.0.0.1:${server.address().port}`;

const launch = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      // /dev/shm is small in containers; Chromium's renderer crashes ("Aw, snap") when it fills up.
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-extensions',
      '--disable-sync',
      '--mute-audio',
      '--no-first-run',
    ],
  });
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** Runs in the page before Storybook: records what the preview reports on its channel, by story. */
function recordStoryEvents() {
  const state = { results: {}, errors: {}, current: undefined };
  window.__dfrStories = state;
  const record = (type, args) => {
    const first = args[0];
    if (type === 'storyRenderPhaseChanged' && first?.storyId) state.current = first.storyId;
    if (type === 'storyFinished' && first?.storyId) {
      const a11y = (first.reporters ?? []).find((r) => r.type === 'a11y');
      state.results[first.storyId] = {
        status: first.status,
        a11y: a11y
          ? (a11y.result?.violations ?? []).map((v) => ({
              rule: v.id,
              impact: v.impact,
              help: v.help,
              targets: v.nodes.map((n) => n.target.join(' ')),
            }))
          : null,
        a11yError: a11y?.result?.error ? String(a11y.result.error.message ?? a11y.result.error) : undefined,
      };
    }
    if (['storyThrewException', 'storyErrored', 'playFunctionThrewException', 'storyMissing'].includes(type)) {
      const id = type === 'storyMissing' ? first : state.current;
      const message = first?.message ?? first?.title ?? String(first);
      state.errors[id] = [...(state.errors[id] ?? []), `${type}: ${String(message).split('\n')[0]}`];
    }
  };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (ch) => {
      channel = ch;
      const emit = ch.emit.bind(ch);
      ch.emit = (type, ...args) => {
        try {
          record(type, args);
        } catch {
          // Recording must never break the story.
        }
        return emit(type, ...args);
      };
    },
  });
}

/** One browser and one page, replaced when either crashes. */
class Runner {
  browser;
  page;
  crashed = false;
  async fresh(firstStory) {
    await this.page?.close().catch(() => {});
    if (!this.browser?.isConnected()) {
      await this.browser?.close().catch(() => {});
      this.browser = await launch();
    }
    this.crashed = false;
    this.page = await this.browser.newPage({ viewport: desktop });
    this.page.on('crash', () => {
      this.crashed = true;
    });
    await this.page.addInitScript(recordStoryEvents);
    await this.page.goto(`${base}/iframe.html?id=${firstStory}&viewMode=story`, { timeout: STORY_TIMEOUT_MS });
  }
  /** Renders a story (on a fresh page when there is none or it broke) and returns what the preview reported. */
  async story(id) {
    if (!this.page || this.crashed || this.page.isClosed()) await this.fresh(id);
    else
      await this.page.evaluate(
        (storyId) => window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' }),
        id,
      );
    await this.page.waitForFunction(
      (storyId) => window.__dfrStories.results[storyId] || window.__dfrStories.errors[storyId],
      id,
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    );
    // An error may come before the story's own "finished" report; give it a moment to arrive.
    let report = await this.page.evaluate((storyId) => window.__dfrStories.results[storyId], id);
    if (!report) {
      await this.page
        .waitForFunction((storyId) => window.__dfrStories.results[storyId], id, { timeout: 3000, polling: 50 })
        .catch(() => {});
      report = await this.page.evaluate((storyId) => window.__dfrStories.results[storyId], id);
    }
    const errors = await this.page.evaluate((storyId) => window.__dfrStories.errors[storyId] ?? [], id);
    return { ...(report ?? { status: 'error', a11y: null }), errors };
  }
  async close() {
    await this.browser?.close().catch(() => {});
  }
}

if (axeMode) {
  const started = Date.now();
  const prefix = args[1] ?? '';
  const stories = Object.values(index.entries)
    .filter((e) => e.type === 'story' && e.id.startsWith(prefix))
    .map((e) => e.id);
  if (stories.length === 0) throw new Error(`no story id starts with "${prefix}"`);
  const runner = new Runner();
  const problems = [];
  let recovered = 0;
  try {
    for (const id of stories) {
      let report;
      for (let attempt = 1; attempt <= 2 && !report; attempt++) {
        try {
          report = await runner.story(id);
        } catch (error) {
          const why = runner.crashed ? 'the page crashed' : String(error.message ?? error).split('\n')[0];
          if (attempt === 2) report = { status: 'error', a11y: null, errors: [`not finished: ${why}`] };
          else {
            recovered++;
            console.log(`${id}: ${why}; retrying on a fresh page`);
            runner.crashed = true;
          }
        }
      }
      const lines = [];
      for (const v of report.a11y ?? [])
        lines.push(`${v.rule} (${v.impact}): ${v.help}\n      ${v.targets.slice(0, 5).join('\n      ')}`);
      if (report.a11y === null && !report.errors.length) lines.push('the accessibility addon reported nothing');
      if (report.a11yError) lines.push(`axe failed: ${report.a11yError}`);
      lines.push(...report.errors);
      if (report.status === 'error' && lines.length === 0) lines.push('the story ended in error');
      if (lines.length) problems.push({ id, lines });
    }
  } finally {
    await runner.close();
    server.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const p of problems) console.log(`✗ ${p.id}\n    ${p.lines.join('\n    ')}`);
  console.log(
    `accessibility: ${stories.length} stories in ${seconds}s, ${problems.length} with violations or failures` +
      (recovered ? ` (${recovered} retried on a fresh page)` : ''),
  );
  process.exit(problems.length ? 1 : 0);
}

fs.mkdirSync(out, { recursive: true });
const browser = await launch();
try {
  for (const entry of args.length ? args : defaults) {
    const [id, viewport] = entry.split(':');
    const page = await browser.newPage({ viewport: viewport === 'phone' ? phone : desktop });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForSelector('#storybook-root > *', { timeout: STORY_TIMEOUT_MS });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1500);
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
