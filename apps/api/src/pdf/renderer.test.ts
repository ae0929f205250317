import { DEFAULT_PRINT_SETTINGS, pdfPageOptions } from '@dfr/statement-engine';
import { describe, expect, it } from 'vitest';
import { createPdfRenderer, PdfBusyError, PdfTimeoutError } from '.';

/**
 * The renderer the API keeps for its whole life: renders wait in line beyond the page limit (never more pages than
 * asked, by default the cores), and a render that takes too long stops with PdfTimeoutError (the API answers 503
 * `pdf_timeout`), leaving the renderer usable.
 */
const options = pdfPageOptions(
  { ...DEFAULT_PRINT_SETTINGS, pageNumber: false },
  { entity: '', year: 2025, lang: 'en' },
);
const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-';

describe('the PDF renderer', () => {
  it('queues concurrent renders beyond its page limit and prints them all', async () => {
    const renderer = createPdfRenderer({ maxPages: 2 });
    try {
      const all = await Promise.all(
        Array.from({ length: 5 }, (_, i) => renderer.render(`<h1>Document ${i}</h1>`, options)),
      );
      expect(all.every(isPdf)).toBe(true);
      expect(renderer.stats().peak).toBe(2);
      expect(renderer.stats()).toMatchObject({ active: 0, waiting: 0 });
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it('keeps a page that printed for the next render (no page set-up per PDF), and none after a failed render', async () => {
    const renderer = createPdfRenderer({ maxPages: 2 });
    try {
      expect(isPdf(await renderer.render('<h1>First</h1>', options))).toBe(true);
      await expect.poll(() => renderer.stats().idle).toBe(1);
      expect(isPdf(await renderer.render('<h1>Second</h1>', options))).toBe(true);
      await expect.poll(() => renderer.stats().idle).toBe(1);
      // Two at once use the kept page and a new one; both are kept (never more than the page limit).
      await Promise.all([renderer.render('<p>a</p>', options), renderer.render('<p>b</p>', options)]);
      await expect.poll(() => renderer.stats().idle).toBe(2);
    } finally {
      await renderer.close();
    }
    expect(renderer.stats().idle).toBe(0);
  }, 60_000);

  it('stops a render that takes too long with a timeout error, and prints the next one', async () => {
    const renderer = createPdfRenderer({ maxPages: 1, timeoutMs: 1 });
    try {
      await expect(renderer.render('<p>slow</p>', options)).rejects.toBeInstanceOf(PdfTimeoutError);
      expect(renderer.stats()).toMatchObject({ active: 0, waiting: 0, idle: 0 });
    } finally {
      await renderer.close();
    }
    const patient = createPdfRenderer({ maxPages: 1 });
    try {
      expect(isPdf(await patient.render('<p>on time</p>', options))).toBe(true);
    } finally {
      await patient.close();
    }
  }, 60_000);

  it('prints one PDF at a time per user: a second one of the same user while the first prints is refused', async () => {
    const renderer = createPdfRenderer({ maxPages: 2 });
    try {
      const first = renderer.render('<p>first</p>', options, 'user-a');
      await expect(renderer.render('<p>second</p>', options, 'user-a')).rejects.toBeInstanceOf(PdfBusyError);
      // Another user prints meanwhile, and the first user may print again once the first PDF is done.
      const other = renderer.render('<p>other</p>', options, 'user-b');
      expect(isPdf(await first)).toBe(true);
      expect(isPdf(await other)).toBe(true);
      expect(isPdf(await renderer.render('<p>again</p>', options, 'user-a'))).toBe(true);
    } finally {
      await renderer.close();
    }
  }, 60_000);
});
