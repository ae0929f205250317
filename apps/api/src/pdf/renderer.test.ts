import { DEFAULT_PRINT_SETTINGS, pdfPageOptions } from '@dfr/statement-engine';
import { describe, expect, it } from 'vitest';
import { createPdfRenderer, PdfTimeoutError } from '.';

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

  it('stops a render that takes too long with a timeout error, and prints the next one', async () => {
    const renderer = createPdfRenderer({ maxPages: 1, timeoutMs: 1 });
    try {
      await expect(renderer.render('<p>slow</p>', options)).rejects.toBeInstanceOf(PdfTimeoutError);
      expect(renderer.stats()).toMatchObject({ active: 0, waiting: 0 });
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
});
