/**
 * Benchmark of the statements' PDF (issue 16): the demo statement, and a long statement (the demo with a 400-line
 * shareholders' register and long policies, about 20 pages), each printed N times with one reused renderer, as the API
 * does. Prints the page count and the median, and with `--out DIR` writes each PDF (and the PNG of its pages when
 * `pdftoppm` is there) to look at.
 *
 *   pnpm --filter @dfr/api exec tsx scripts/pdf-bench.ts [--runs 9] [--out .tmp/pdf] [--language en|kh|both]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildStatements,
  DEFAULT_PRINT_SETTINGS,
  DEMO_ENTITY,
  DEMO_NOTES,
  DEMO_SETTINGS,
  DEMO_TEXTS,
  type DocumentLanguage,
  demoTrialBalance,
  exportPrintableDocument,
  type NoteData,
  pdfPageOptions,
  type StatementTexts,
} from '@dfr/statement-engine';
import { createPdfRenderer } from '../src/pdf';
import { withEmbeddedFonts } from '../src/pdf/document';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('runs') ?? 9);
const out = arg('out');
const language = (arg('language') ?? 'en') as DocumentLanguage;

function statement(long: boolean) {
  const notes: NoteData = long
    ? {
        ...DEMO_NOTES,
        shareholders: Array.from({ length: 400 }, (_, i) => ({
          name: `Shareholder ${i + 1} / ម្ចាស់ភាគហ៊ុន ${i + 1}`,
          shares: 100 + i,
          paidUpKhr: 1_000_000 + i * 1000,
        })),
      }
    : DEMO_NOTES;
  const paragraph = (i: number) => ({
    en: `Policy ${i}. ${'Revenue from the sale of goods is recognised when control passes to the customer. '.repeat(8)}`,
    kh: `គោលនយោបាយ ${i}។ ${'ចំណូលពីការលក់ទំនិញត្រូវបានទទួលស្គាល់ នៅពេលការគ្រប់គ្រងផ្ទេរទៅអតិថិជន។ '.repeat(8)}`,
  });
  const texts: StatementTexts = long
    ? {
        ...DEMO_TEXTS,
        policies: Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`policy${i}`, paragraph(i + 1)])),
      }
    : DEMO_TEXTS;
  return buildStatements({
    settings: DEMO_SETTINGS,
    trialBalance: demoTrialBalance(),
    entity: DEMO_ENTITY,
    notes,
    texts,
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const renderer = createPdfRenderer();
try {
  const options = pdfPageOptions(
    { ...DEFAULT_PRINT_SETTINGS, header: '{entity} — {year}', documentLanguage: language },
    { entity: DEMO_ENTITY.nameEn, year: DEMO_SETTINGS.reportingYear, lang: language },
  );
  // The first render starts Chromium; the API keeps it running, so the figures are of a warm renderer.
  await renderer.render('<p>warm-up</p>', options);
  for (const [name, long] of [
    ['demo', false],
    ['long', true],
  ] as const) {
    const set = statement(long);
    const times: number[] = [];
    let pdf: Uint8Array | undefined;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      // Building the document is part of every request.
      const html = withEmbeddedFonts(exportPrintableDocument(set, { lang: language, mainColour: '#2E7D32' }));
      pdf = await renderer.render(html, options);
      times.push(performance.now() - started);
    }
    const pages = (new TextDecoder('latin1').decode(pdf).match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    console.log(
      `${name}: ${pages} pages, ${(pdf!.byteLength / 1024).toFixed(0)} KB, median ${median(times).toFixed(0)} ms over ${runs} runs (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    );
    if (language === 'en') console.log(`@bench pdf.${name}_ms ${median(times).toFixed(0)}`);
    if (out) {
      fs.mkdirSync(out, { recursive: true });
      const file = path.join(out, `${name}-${language}.pdf`);
      fs.writeFileSync(file, pdf!);
      try {
        execFileSync('pdftoppm', ['-png', '-r', '60', file, file.replace(/\.pdf$/, '')]);
      } catch {
        // Without poppler there are no PNGs; the PDF is written.
      }
    }
  }
} finally {
  await renderer.close();
}
