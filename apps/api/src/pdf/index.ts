import os from 'node:os';
import { type Browser, chromium } from 'playwright-core';

/**
 * HTML to PDF with headless Chromium's print (HarfBuzz shaping: Khmer subscripts and vowel signs come out right, and
 * the text stays selectable). One browser is started on first use and reused; at most one page per CPU core renders at
 * a time, the others wait in line; a render that takes too long is stopped with a clear error.
 */

export interface PrintOptions {
  pageSize: 'A4' | 'A3' | 'Letter' | 'Legal';
  landscape: boolean;
  /** Millimetres on every side. */
  marginMm: number;
  /** Plain text shown at the top and bottom of every page (already filled in). */
  header?: string | null;
  footer?: string | null;
  /** Page numbers at the bottom ("page / pages"). */
  pageNumbers: boolean;
}

export class PdfTimeoutError extends Error {
  constructor() {
    super('pdf render timed out');
    this.name = 'PdfTimeoutError';
  }
}

export interface PdfRenderer {
  render(html: string, options: PrintOptions): Promise<Uint8Array>;
  close(): Promise<void>;
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The header/footer template Chromium prints in each page margin (its own small font, Khmer-capable fonts first). */
function band(text: string | null | undefined, numbers: boolean) {
  const style =
    "font-family:'Khmer OS','Noto Sans Khmer',sans-serif;font-size:8pt;color:#444;width:100%;padding:0 12mm;display:flex;justify-content:space-between";
  const left = text ? `<span>${escapeHtml(text)}</span>` : '<span></span>';
  const right = numbers ? '<span><span class="pageNumber"></span> / <span class="totalPages"></span></span>' : '';
  return `<div style="${style}">${left}${right}</div>`;
}

export function createPdfRenderer(
  options: { executablePath?: string; maxPages?: number; timeoutMs?: number } = {},
): PdfRenderer {
  const executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const maxPages = Math.max(1, options.maxPages ?? os.availableParallelism());
  const timeoutMs = options.timeoutMs ?? 30_000;
  let browser: Promise<Browser> | undefined;
  let active = 0;
  const waiting: (() => void)[] = [];

  const launch = () => {
    browser ??= chromium.launch({ executablePath, args: ARGS }).catch((e: unknown) => {
      browser = undefined;
      throw e;
    });
    return browser;
  };
  const acquire = async () => {
    if (active >= maxPages) await new Promise<void>((r) => waiting.push(r));
    active++;
  };
  const release = () => {
    active--;
    waiting.shift()?.();
  };

  return {
    async render(html, o) {
      await acquire();
      let timer: NodeJS.Timeout | undefined;
      const page = await (await launch()).newPage();
      try {
        const work = (async () => {
          await page.setContent(html, { waitUntil: 'load' });
          return page.pdf({
            format: o.pageSize,
            landscape: o.landscape,
            printBackground: true,
            margin: {
              top: `${o.marginMm + (o.header ? 8 : 0)}mm`,
              bottom: `${o.marginMm + (o.footer || o.pageNumbers ? 8 : 0)}mm`,
              left: `${o.marginMm}mm`,
              right: `${o.marginMm}mm`,
            },
            displayHeaderFooter: Boolean(o.header || o.footer || o.pageNumbers),
            headerTemplate: band(o.header, false),
            footerTemplate: band(o.footer, o.pageNumbers),
          });
        })();
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new PdfTimeoutError()), timeoutMs);
        });
        return new Uint8Array(await Promise.race([work, timeout]));
      } finally {
        clearTimeout(timer);
        await page.close().catch(() => undefined);
        release();
      }
    },
    async close() {
      const b = browser;
      browser = undefined;
      if (b) await (await b).close().catch(() => undefined);
    },
  };
}
