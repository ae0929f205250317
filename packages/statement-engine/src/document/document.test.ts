import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import { buildStatements } from '../statements';
import { exportInlineXbrl, exportPrintableDocument, parseInlineXbrl } from '../xbrl';
import { documentDate, documentDigits } from '../format';
import { DEFAULT_PRINT_SETTINGS, pageNumberStyle, pdfPageOptions, withPageNumberStyle } from './settings';

const set = buildStatements({
  settings: DEMO_SETTINGS,
  trialBalance: demoTrialBalance(),
  entity: DEMO_ENTITY,
  notes: DEMO_NOTES,
  texts: DEMO_TEXTS,
});
const values = { entity: 'Angkor Trading Co., Ltd.', year: 2025, lang: 'en' as const };

describe('numbers and dates of a printed document', () => {
  it('writes Khmer digits and Khmer month names in Khmer, and leaves English as it is', () => {
    expect(documentDigits('3,898,000', 'kh')).toBe('៣,៨៩៨,០០០');
    expect(documentDigits('3,898,000', 'en')).toBe('3,898,000');
    expect(documentDate('2025-12-31', 'en')).toBe('31 December 2025');
    expect(documentDate('2026-03-16', 'kh')).toBe('ថ្ងៃទី១៦ ខែមីនា ឆ្នាំ២០២៦');
    expect(documentDate('not a date', 'kh')).toBe('not a date');
  });
});

describe('print settings for the print engine', () => {
  it('turns paper, orientation and margins into the print options', () => {
    const o = pdfPageOptions(
      { ...DEFAULT_PRINT_SETTINGS, pageSize: 'Legal', orientation: 'landscape', margin: 12 },
      values,
    );
    expect(o.format).toBe('Legal');
    expect(o.landscape).toBe(true);
    expect(o.margin.left).toBe('12mm');
    // The page number's band widens the bottom margin; no header, so the top is the margin.
    expect(o.margin.top).toBe('12mm');
    expect(o.margin.bottom).toBe('20mm');
  });

  it('fills the placeholders of the header and footer, escaped, and puts the page number where asked', () => {
    const o = pdfPageOptions(
      {
        ...DEFAULT_PRINT_SETTINGS,
        header: '{entity} <{year}>',
        footer: 'p. {page}/{pages}',
        pageNumberPosition: 'left',
      },
      values,
    );
    expect(o.displayHeaderFooter).toBe(true);
    expect(o.headerTemplate).toContain('Angkor Trading Co., Ltd. &#60;2025&#62;');
    expect(o.footerTemplate).toContain('p. <span class="pageNumber"></span>/<span class="totalPages"></span>');
    // The number in the left cell, the footer text moved to the right one.
    const cells = [
      ...o.footerTemplate.matchAll(/<span style="[^"]*text-align:(\w+)">(.*?)<\/span>(?=<span style|<\/div>)/g),
    ];
    expect(cells.map((c) => c[1])).toEqual(['left', 'center', 'right']);
    expect(cells[0]![2]).toContain('Page <span class="pageNumber">');
    expect(cells[2]![2]).toContain('p. <span class="pageNumber">');
  });

  it('prints no band at all without a header, a footer or page numbers, and Khmer page words in Khmer', () => {
    const bare = pdfPageOptions({ ...DEFAULT_PRINT_SETTINGS, pageNumber: false }, values);
    expect(bare.displayHeaderFooter).toBe(false);
    expect(bare.margin.bottom).toBe('20mm');
    const kh = pdfPageOptions({ ...DEFAULT_PRINT_SETTINGS, header: '{year}' }, { ...values, lang: 'kh' });
    expect(kh.headerTemplate).toContain('២០២៥');
  });

  it('prints a Khmer page number in Khmer digits: a page margin box with the khmer counter, not the band (issue 33, defect 11)', () => {
    const kh = pdfPageOptions(DEFAULT_PRINT_SETTINGS, { ...values, lang: 'kh' });
    // Chromium fills the band's number in Western digits: the band keeps its place but not the number.
    expect(kh.footerTemplate).not.toContain('pageNumber');
    expect(kh.margin.bottom).toBe('28mm');
    const style = pageNumberStyle(DEFAULT_PRINT_SETTINGS, 'kh');
    expect(style).toContain('@bottom-right{content:"ទំព័រ " counter(page, khmer) " នៃ " counter(pages, khmer) ""');
    expect(pageNumberStyle({ ...DEFAULT_PRINT_SETTINGS, pageNumberPosition: 'centre' }, 'kh')).toContain(
      '@bottom-center',
    );
    expect(pageNumberStyle(DEFAULT_PRINT_SETTINGS, 'en')).toBe('');
    expect(pageNumberStyle({ ...DEFAULT_PRINT_SETTINGS, pageNumber: false }, 'kh')).toBe('');
    expect(withPageNumberStyle('<html><head></head></html>', DEFAULT_PRINT_SETTINGS, 'kh')).toContain(
      `<style type="text/css">${style}</style></head>`,
    );
  });

  it('keeps a long header on one line: its cell takes the width the empty ones leave, without wrapping (issue 33, defect 11)', () => {
    const o = pdfPageOptions({ ...DEFAULT_PRINT_SETTINGS, orientation: 'landscape', header: 'A'.repeat(150) }, values);
    const cell = /<span style="([^"]*)">A{150}<\/span>/.exec(o.headerTemplate)?.[1];
    expect(cell).toContain('white-space:nowrap');
    expect(cell).toContain('flex:1 1 auto');
    expect(o.headerTemplate).toContain('<span style="flex:0 0 0;text-align:center"></span>');
  });
});

describe('the document: one rendering for the Inline XBRL and the PDF', () => {
  it('has a cover with both names, the directors’ statement with its signing block, then statements, policies, notes', () => {
    const html = exportInlineXbrl(set, { lang: 'en' });
    const ids = [...html.matchAll(/<div class="(?:cover|part[^"]*)" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([
      'cover',
      'directors-statement',
      'sfp-current-noncurrent',
      'pl-function',
      'soce',
      'cf-indirect',
      'policies',
      'notes',
    ]);
    const cover = html.slice(html.indexOf('id="cover"'), html.indexOf('id="directors-statement"'));
    expect(cover).toContain('Angkor Trading Co., Ltd.');
    expect(cover).toContain('ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក');
    expect(cover).toContain('Small-entity framework (CRFRF)');
    expect(html).toContain('Sok Dara');
    expect(html).toContain('16 March 2026');
    // The shareholders' register of the note data is printed beside the tagged totals.
    expect(html).toContain('<td>Chan Sophea</td>');
  });

  it('names the unit on every statement page, not only on the cover, in the document language (issue 33, defect 11)', () => {
    const unitOf = (html: string, id: string) => {
      const part = html.slice(html.indexOf(`id="${id}"`));
      return /<p class="unit">([^<]*)<\/p>/.exec(part.slice(0, part.indexOf('<table')))?.[1];
    };
    const en = exportPrintableDocument(set, { lang: 'en' });
    for (const id of ['sfp-current-noncurrent', 'pl-function', 'soce', 'cf-indirect'])
      expect(unitOf(en, id), id).toBe(`${set.settings.presentationCurrency}, thousands`);
    expect(unitOf(exportPrintableDocument(set, { lang: 'kh' }), 'pl-function')).toBe('KHR, ពាន់');
  });

  it('tags every fact once and keeps ASCII digits in the filed document; the printed one shows Khmer digits', () => {
    const filed = exportInlineXbrl(set, { lang: 'kh' });
    const printed = exportPrintableDocument(set, { lang: 'kh' });
    expect(filed).toMatch(/format="ixt:num-dot-decimal">3,898,000<\/ix:nonFraction>/);
    expect(printed).toMatch(/format="ixt:num-dot-decimal">៣,៨៩៨,០០០<\/ix:nonFraction>/);
    expect(printed).toContain('ថ្ងៃទី៣១ ខែធ្នូ ឆ្នាំ២០២៥');
    // The filed document reads back as the instance's facts (nothing lost by the new layout).
    const facts = parseInlineXbrl(filed).facts;
    const local = (name: string) => name.slice(name.indexOf(':') + 1);
    const names = new Set(facts.map((f) => local(f.concept)));
    for (const f of set.facts) expect(names.has(local(f.concept)), f.concept).toBe(true);
  });

  it('prints a list of numbers (the SDGs) in Khmer digits in Khmer, filed as written; codes keep their digits', () => {
    const filed = exportInlineXbrl(set, { lang: 'kh' });
    const printed = exportPrintableDocument(set, { lang: 'kh' });
    const shown = (html: string) =>
      /<td class="text">([^<]*)<\/td>/.exec(html.slice(html.indexOf('id="note-sdgs"')))?.[1];
    expect(shown(printed)).toBe('៨, ៩, ១២');
    expect(filed).toMatch(/name="dfr:SustainableDevelopmentGoals"[^>]*>8, 9, 12<\/ix:nonNumeric>/);
    // The printed document still carries the fact, as filed, once (its hidden section).
    expect(printed.match(/name="dfr:SustainableDevelopmentGoals"[^>]*>8, 9, 12</g)).toHaveLength(1);
    expect(exportPrintableDocument(set, { lang: 'en' })).toMatch(/dfr:SustainableDevelopmentGoals"[^>]*>8, 9, 12</);
    // A registration number is a code: its digits as written, also in a printed Khmer document.
    expect(printed).toMatch(/name="dfr:CompanyRegistrationNumber"[^>]*>00012345</);
  });

  it('prints both languages side by side: a Khmer label beside each English one, texts in two columns', () => {
    const both = exportInlineXbrl(set, { lang: 'both' });
    expect(both).toContain('<td style="padding-inline-start:0.5rem">Total assets</td>');
    expect(both).toMatch(/<td style="padding-inline-start:0.5rem" xml:lang="km">ទ្រព្យសកម្មសរុប<\/td>/);
    expect(both).toContain('<div class="side"><div xml:lang="en">');
    expect(both).toContain('Statement of financial position<span class="alt" xml:lang="km">');
    const facts = parseInlineXbrl(both).facts;
    expect(
      facts
        .filter((f) => f.concept.endsWith(':DirectorsStatement'))
        .map((f) => f.lang)
        .sort(),
    ).toEqual(['en', 'km']);
  });
});
