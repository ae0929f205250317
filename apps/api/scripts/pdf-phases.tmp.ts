import { buildStatements, DEFAULT_PRINT_SETTINGS, DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance, exportPrintableDocument, pdfPageOptions } from '@dfr/statement-engine';
import { chromium } from 'playwright-core';
import { withEmbeddedFonts } from '../src/pdf/document';
const set = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance(), entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS });
const options = pdfPageOptions({ ...DEFAULT_PRINT_SETTINGS, header: '{entity} — {year}', documentLanguage: 'en' }, { entity: DEMO_ENTITY.nameEn, year: DEMO_SETTINGS.reportingYear, lang: 'en' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const reuse = await browser.newPage();
for (let i = 0; i < 6; i++) {
  const t: Record<string, number> = {}; let s = performance.now();
  const html = withEmbeddedFonts(exportPrintableDocument(set, { lang: 'en', mainColour: '#2E7D32' }));
  t.html = performance.now() - s; s = performance.now();
  const page = process.env.REUSE ? reuse : await browser.newPage();
  t.newPage = performance.now() - s; s = performance.now();
  await page.setContent(html, { waitUntil: 'load' });
  t.setContent = performance.now() - s; s = performance.now();
  await page.evaluate('document.fonts.ready.then(() => true)');
  t.fonts = performance.now() - s; s = performance.now();
  const pdf = await page.pdf(options);
  t.pdf = performance.now() - s; s = performance.now();
  if (!process.env.REUSE) await page.close();
  t.close = performance.now() - s;
  console.log(Object.entries(t).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('  '), `html ${(html.length/1024).toFixed(0)}KB pdf ${(pdf.byteLength/1024).toFixed(0)}KB`);
}
await browser.close();
