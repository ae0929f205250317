import os from 'node:os';
import type { PdfPageOptions } from '@dfr/statement-engine';
import type { Browser, Page } from 'playwright-core';

/**
 * HTML to PDF with headless Chromium's print (HarfBuzz shaping: Khmer subscripts and vowel signs come out right, and
 * the text stays selectable). One browser is started on first use and reused; at most one page per CPU core renders at
 * a time, the others wait in line; a render that takes too long is stopped with a clear error.
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
  /** Pages printing now, renders waiting in line, and the most pages that ever printed at once. */
  stats(): { active: number; waiting: number; peak: number };
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
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  const printing = new Set<string>();

  const launch = () => {
    // Playwright is loaded with the first PDF, not at start-up (a quarter of the API's start-up CPU time; issue 30).
    browser ??= import('playwright-core')
      .then(({ chromium }) => chromium.launch({ executablePath, args: ARGS }))
      .catch((e: unknown) => {
        browser = undefined;
        throw e;
      });
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
    stats: () => ({ active, waiting: waiting.length, peak }),
    async close() {
      const b = browser;
      browser = undefined;
      if (b) await (await b).close().catch(() => undefined);
    },
  };

  async function print(html: string, o: PdfPageOptions): Promise<Uint8Array> {
    await acquire();
    let timer: NodeJS.Timeout | undefined;
    let page: Page | undefined;
    const work = (async () => {
      page = await (await launch()).newPage();
      await page.setContent(html, { waitUntil: 'load' });
      // The embedded fonts hide text until they are ready (font-display: block): print only then, or a busy
      // machine prints pages without their text.
      await page.evaluate('document.fonts.ready.then(() => true)');
      return page.pdf(o);
    })();
    const closePage = () => (page as Page | undefined)?.close().catch(() => undefined);
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PdfTimeoutError()), timeoutMs);
      });
      return new Uint8Array(await Promise.race([work, timeout]));
    } finally {
      clearTimeout(timer);
      // A render stopped by the timeout closes its page once it has one (nothing is left open).
      void work.then(closePage, closePage);
      await closePage();
      release();
    }
  }
}
