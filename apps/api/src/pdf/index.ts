import os from 'node:os';
import type { PdfPageOptions } from '@dfr/statement-engine';
import type { Browser, Page } from 'playwright-core';

/**
 * HTML to PDF with headless Chromium's print (HarfBuzz shaping: Khmer subscripts and vowel signs come out right, and
 * the text stays selectable). One browser is started on first use and reused; at most one page per CPU core renders at
 * a time, the others wait in line; a render that takes too long is stopped with a clear error. A page that printed is
 * kept for the next render (its content replaced): opening a page costs a renderer process's set-up each time
 * (docs/performance.md, issue 30); a page whose render failed or timed out is closed instead.
 */

export class PdfTimeoutError extends Error {
  constructor() {
    super('pdf render timed out');
    this.name = 'PdfTimeoutError';
  }
}

/** The owner (a user) already has a PDF printing: one at a time per user, so no user takes every core (issue 34). */
export class PdfBusyError extends Error {
  constructor() {
    super('a pdf is already printing for this user');
    this.name = 'PdfBusyError';
  }
}

export interface PdfRenderer {
  /**
   * Prints a page of HTML with the engine's `pdfPageOptions` (paper, margins, header and footer bands). With an
   * `owner`, a second render of the same owner while the first prints is refused with PdfBusyError.
   */
  render(html: string, options: PdfPageOptions, owner?: string): Promise<Uint8Array>;
  /** Pages printing now, renders waiting in line, the most pages that ever printed at once, pages kept for reuse. */
  stats(): { active: number; waiting: number; peak: number; idle: number };
  close(): Promise<void>;
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The renderer's memory is bounded (issue 34) by what it is given to print (the document's size, checked before) and
  // a small script heap (the document's only script waits for the fonts).
  '--js-flags=--max-old-space-size=128',
];

export function createPdfRenderer(
  options: { executablePath?: string; maxPages?: number; timeoutMs?: number } = {},
): PdfRenderer {
  const executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const maxPages = Math.max(1, options.maxPages ?? os.availableParallelism());
  const timeoutMs = options.timeoutMs ?? 30_000;
  let browser: Promise<Browser> | undefined;
  /** Pages that printed and wait for the next render (at most `maxPages`), all of the current browser. */
  let idle: Page[] = [];
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  const printing = new Set<string>();

  const launch = () => {
    if (!browser) {
      // Playwright is loaded with the first PDF, not at start-up (a quarter of the API's start-up CPU time; issue 30).
      const launching: Promise<Browser> = import('playwright-core')
        .then(({ chromium }) => chromium.launch({ executablePath, args: ARGS }))
        .then((b) => {
          // A browser that went away (crashed, killed) is started again by the next render, with new pages.
          b.on('disconnected', () => {
            if (browser !== launching) return;
            browser = undefined;
            idle = [];
          });
          return b;
        })
        .catch((e: unknown) => {
          if (browser === launching) browser = undefined;
          throw e;
        });
      browser = launching;
    }
    return browser;
  };
  const acquire = async () => {
    if (active >= maxPages) await new Promise<void>((r) => waiting.push(r));
    active++;
    peak = Math.max(peak, active);
  };
  const release = () => {
    active--;
    waiting.shift()?.();
  };

  return {
    async render(html, o, owner) {
      if (owner !== undefined) {
        if (printing.has(owner)) throw new PdfBusyError();
        printing.add(owner);
      }
      try {
        return await print(html, o);
      } finally {
        if (owner !== undefined) printing.delete(owner);
      }
    },
    stats: () => ({ active, waiting: waiting.length, peak, idle: idle.length }),
    async close() {
      const b = browser;
      browser = undefined;
      idle = [];
      if (b) await (await b).close().catch(() => undefined);
    },
  };

  async function print(html: string, o: PdfPageOptions): Promise<Uint8Array> {
    await acquire();
    let timer: NodeJS.Timeout | undefined;
    let page: Page | undefined;
    let printed = false;
    const work = (async () => {
      const b = await launch();
      page = idle.pop() ?? (await b.newPage());
      await page.setContent(html, { waitUntil: 'load' });
      // The embedded fonts hide text until they are ready (font-display: block): print only then, or a busy
      // machine prints pages without their text.
      await page.evaluate('document.fonts.ready.then(() => true)');
      const pdf = await page.pdf(o);
      printed = true;
      return pdf;
    })();
    const closePage = () => (page as Page | undefined)?.close().catch(() => undefined);
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PdfTimeoutError()), timeoutMs);
      });
      return new Uint8Array(await Promise.race([work, timeout]));
    } finally {
      clearTimeout(timer);
      const used = page as Page | undefined;
      if (printed && used && browser) {
        // Kept for the next render, once the printed document is dropped (after the answer: it holds no memory
        // meanwhile, and a page that cannot be emptied is closed).
        const keptBy = browser;
        void used.setContent('').then(
          () => {
            if (browser === keptBy && idle.length < maxPages) idle.push(used);
            else void used.close().catch(() => undefined);
          },
          () => void used.close().catch(() => undefined),
        );
      } else {
        // A render stopped by the timeout (or failed) closes its page once it has one (nothing is left open).
        void work.then(closePage, closePage);
        await closePage();
      }
      release();
    }
  }
}
