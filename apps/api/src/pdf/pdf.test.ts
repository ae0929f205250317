import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_EXPORT_SETTINGS } from '@dfr/forms/rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../auth/testing';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../demo/seed';
import { type Harness, startHarness, type TestUser } from '../test/harness';

/**
 * The statements as a PDF over HTTP, read back with poppler (pdfinfo, pdftotext) as a person's viewer would: the page
 * size and orientation of the export settings, the header with its placeholders filled, the names and totals as text,
 * and Khmer extracted exactly as written (shaping kept the characters).
 */
let h: Harness;
let demo: TestUser;
let statementId: string;
let entityId: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-pdf-'));

beforeAll(async () => {
  h = await startHarness();
  const seeded = await seedDemo(h.deps);
  statementId = seeded.statementId;
  entityId = seeded.entityId;
  const s = await signInForTest(h.deps, DEMO_EMAIL, DEMO_PASSWORD);
  demo = { email: DEMO_EMAIL, sub: s.sub, token: s.accessToken };
}, 60_000);
afterAll(async () => {
  await h.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Printed {
  file: string;
  width: number;
  height: number;
  pages: number;
  text: string;
  /** Each word of page 1 with its box (points from the top left). */
  words: { text: string; x: number; y: number }[];
}

/** Downloads the PDF (optionally in a document language) and reads it back with poppler. */
async function pdf(language?: 'en' | 'kh' | 'both'): Promise<Printed> {
  const res = await h.app.request(`/api/statements/${statementId}/pdf${language ? `?language=${language}` : ''}`, {
    headers: { authorization: `Bearer ${demo.token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const file = path.join(dir, `${language ?? 'settings'}-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  const bbox = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  const words = [...bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    text: m[3]!,
  }));
  return {
    file,
    width: Math.round(Number(size[1])),
    height: Math.round(Number(size[2])),
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    text: execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }),
    words,
  };
}

/** Saves export settings over the current ones (the defaults with the changes asked). */
async function settle(changes: Record<string, unknown>) {
  const current = (await h.call('GET', `/api/entities/${entityId}/export-settings`, { as: demo })).data;
  const put = await h.call('PUT', `/api/entities/${entityId}/export-settings`, {
    as: demo,
    json: { ...DEFAULT_EXPORT_SETTINGS, header: null, footer: null, ...changes, version: current.version },
  });
  expect(put.status, JSON.stringify(put.data)).toBe(200);
}

/** pdftotext may put a space where a vowel sign is a glyph of its own: compare the characters in order. */
const letters = (t: string) => t.normalize('NFC').replace(/\s+/g, '');
const khmerDigits = (t: string) => t.replace(/[0-9]/g, (d) => String.fromCharCode(0x17e0 + Number(d)));

/** Page 1 as pixels (PPM read by hand): how many are close to a colour. */
function pixelsOf(file: string, hex: string): number {
  const base = path.join(dir, `px-${Date.now()}`);
  execFileSync('pdftoppm', ['-r', '40', '-f', '1', '-l', '1', '-singlefile', file, base]);
  const data = fs.readFileSync(`${base}.ppm`);
  // Header: P6\n<w> <h>\n255\n
  let offset = 0;
  for (let fields = 0; fields < 4; ) {
    while (/\s/.test(String.fromCharCode(data[offset]!))) offset++;
    while (!/\s/.test(String.fromCharCode(data[offset]!))) offset++;
    fields++;
  }
  offset++;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let count = 0;
  for (let i = offset; i + 2 < data.length; i += 3) {
    if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 60) count++;
  }
  return count;
}

/** Page 1 as a PNG (the test looks at its size in pixels: the paper's shape). */
function pngSize(file: string): { width: number; height: number } {
  const base = path.join(dir, `png-${Date.now()}`);
  execFileSync('pdftoppm', ['-png', '-r', '36', '-f', '1', '-l', '1', '-singlefile', file, base]);
  const png = fs.readFileSync(`${base}.png`);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the statements as a PDF', () => {
  it('prints the whole document on A4 portrait by default: cover, directors, statements, policies, notes, as text', async () => {
    const en = await pdf();
    // A4 is 595 × 842 points (Chromium rounds the paper to whole hundredths of an inch).
    expect(Math.abs(en.width - 595)).toBeLessThanOrEqual(2);
    expect(Math.abs(en.height - 842)).toBeLessThanOrEqual(2);
    expect(en.pages).toBeGreaterThanOrEqual(7);
    // The cover names the entity in both languages, the year, the framework, the currency and the rounding.
    const cover = en.words.map((w) => w.text).join(' ');
    expect(cover).toContain('Angkor Trading Co., Ltd.');
    expect(letters(cover)).toContain(letters('ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក'));
    expect(cover).toContain('for the year ended 31 December 2025');
    expect(cover).toContain('Small-entity framework (CRFRF)');
    expect(cover).toContain('KHR');
    expect(cover).toContain('Thousands');
    // Directors' statement with the signing name and dates, then the statements in the reader's order.
    const order = [
      "Directors' statement",
      'Sok Dara',
      '16 March 2026',
      'Statement of financial position',
      'Statement of profit or loss',
      'Statement of changes in equity',
      'Statement of cash flows',
      'Accounting policies',
      'Notes to the financial statements',
    ].map((t) => en.text.indexOf(t));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(en.text).toContain('Total assets');
    expect(en.text).toMatch(/3,898,000/);
    // Note data: shareholders (the register too), employees, customers, SDGs, the post-period questions.
    for (const t of ['Chan Sophea', 'Number of employees', 'Number of active customers', '8, 9, 12'])
      expect(en.text).toContain(t);
    expect(en.text).toContain('Were any shares issued after the period end?');
    // Page numbers at the bottom right by default.
    expect(en.text).toContain(`Page 1 of ${en.pages}`);
    // The fonts are embedded (and the Khmer one is Noto Sans Khmer, shipped with the API).
    const fonts = execFileSync('pdffonts', [en.file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansKhmer/);
    for (const line of fonts.split('\n').slice(2).filter(Boolean)) expect(line).toMatch(/\byes\s+yes\b/);
  }, 60_000);

  it('keeps Khmer as written (the text extracted equals the source), with Khmer digits and Khmer dates', async () => {
    const kh = await pdf('kh');
    for (const source of ['ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក', 'របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ', 'សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល'])
      expect(letters(kh.text)).toContain(letters(source));
    expect(kh.text).toContain(khmerDigits('3,898,000'));
    expect(kh.text).not.toContain('3,898,000');
    expect(letters(kh.text)).toContain(letters('ថ្ងៃទី៣១ ខែធ្នូ ឆ្នាំ២០២៥'));
    expect(letters(kh.text)).toContain(letters('កំណត់សម្គាល់លើរបាយការណ៍ហិរញ្ញវត្ថុ'));
    // The page number in Khmer digits too, and each statement page names its unit (issue 33, defect 11).
    expect(kh.text).toContain(`ទំព័រ ១ នៃ ${khmerDigits(String(kh.pages))}`);
    expect(kh.text).not.toMatch(/ទំព័រ \d/);
    expect(kh.text.split('KHR, ពាន់').length - 1).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('prints both languages side by side when asked: each label in English and in Khmer', async () => {
    const both = await pdf('both');
    expect(both.text).toContain('Statement of financial position');
    expect(letters(both.text)).toContain(letters('របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ'));
    expect(both.text).toContain('Total assets');
    expect(both.text).toContain('3,898,000');
  }, 60_000);

  it('follows the paper size and orientation in English and in Khmer (pdfinfo and the PNG of page 1 agree)', async () => {
    const cases = [
      { pageSize: 'A4', orientation: 'landscape', documentLanguage: 'en', size: [842, 595] },
      { pageSize: 'Letter', orientation: 'portrait', documentLanguage: 'kh', size: [612, 792] },
      { pageSize: 'Letter', orientation: 'landscape', documentLanguage: 'kh', size: [792, 612] },
      { pageSize: 'A3', orientation: 'portrait', documentLanguage: 'en', size: [842, 1191] },
      { pageSize: 'Legal', orientation: 'landscape', documentLanguage: 'en', size: [1008, 612] },
    ] as const;
    for (const c of cases) {
      await settle({ pageSize: c.pageSize, orientation: c.orientation, documentLanguage: c.documentLanguage });
      const p = await pdf();
      expect([Math.abs(p.width - c.size[0]) <= 2, Math.abs(p.height - c.size[1]) <= 2], JSON.stringify(c)).toEqual([
        true,
        true,
      ]);
      const png = pngSize(p.file);
      expect(png.width > png.height, JSON.stringify(c)).toBe(c.orientation === 'landscape');
      if (c.documentLanguage === 'kh') expect(letters(p.text)).toContain(letters('របាយការណ៍ហិរញ្ញវត្ថុ'));
      else expect(p.text).toContain('Financial statements');
    }
  }, 120_000);

  it('moves the text in by the margin', async () => {
    const leftmost = (p: Printed) => Math.min(...p.words.map((w) => w.x));
    await settle({ margin: 5, pageNumber: false });
    const narrow = leftmost(await pdf());
    await settle({ margin: 40, pageNumber: false });
    const wide = leftmost(await pdf());
    // 35 mm is 99 points.
    expect(Math.abs(wide - narrow - 99)).toBeLessThan(6);
  }, 60_000);

  it('prints the header and the footer with their placeholders filled in', async () => {
    await settle({ header: '{entity} — {year}', footer: 'Prepared with DFR, p. {page}/{pages}' });
    const p = await pdf();
    expect(p.text).toContain('Angkor Trading Co., Ltd. — 2025');
    expect(p.text).toContain(`Prepared with DFR, p. 1/${p.pages}`);
    const top = p.words.find((w) => w.text === '—')!;
    const bottom = p.words.find((w) => w.text === 'DFR,')!;
    expect(top.y).toBeLessThan(60);
    expect(bottom.y).toBeGreaterThan(p.height - 60);
    await settle({ header: null, footer: null, pageNumber: false });
    const plain = await pdf();
    expect(plain.text).not.toContain('Prepared with DFR');
    expect(plain.text).not.toContain('Angkor Trading Co., Ltd. — 2025');
  }, 60_000);

  it('prints page numbers only when asked, where asked', async () => {
    await settle({ pageNumber: false });
    expect((await pdf()).text).not.toMatch(/Page 1 of \d+/);
    const xOfPage = async (position: string) => {
      await settle({ pageNumber: true, pageNumberPosition: position });
      const p = await pdf();
      expect(p.text).toContain(`Page 1 of ${p.pages}`);
      return { x: p.words.find((w) => w.text === 'Page')!.x, width: p.width };
    };
    const left = await xOfPage('left');
    const centre = await xOfPage('centre');
    const right = await xOfPage('right');
    expect(left.x).toBeLessThan(left.width / 4);
    expect(Math.abs(centre.x - centre.width / 2)).toBeLessThan(centre.width / 8);
    expect(right.x).toBeGreaterThan((right.width * 3) / 4);
  }, 60_000);

  it('prints headings and rules in the main colour', async () => {
    await settle({ mainColour: '#C62828' });
    const red = await pdf();
    expect(pixelsOf(red.file, '#C62828')).toBeGreaterThan(50);
    expect(pixelsOf(red.file, '#2E7D32')).toBeLessThan(5);
    await settle({ mainColour: '#2E7D32' });
    const green = await pdf();
    expect(pixelsOf(green.file, '#C62828')).toBeLessThan(5);
    expect(pixelsOf(green.file, '#2E7D32')).toBeGreaterThan(50);
  }, 60_000);

  it('prints in the document language of the settings unless the download asks for another', async () => {
    await settle({ documentLanguage: 'kh' });
    const kh = await pdf();
    expect(letters(kh.text), kh.text.slice(0, 2000)).toContain(letters('របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ'));
    expect(kh.text).not.toContain('Statement of financial position');
    expect((await pdf('en')).text).toContain('Statement of financial position');
    await settle({ documentLanguage: 'en' });
  }, 60_000);

  it('keeps a printed PDF in the object store: printed once, served again from there, printed anew after a change', async () => {
    await settle({ header: 'Kept {year}' });
    const render = vi.spyOn(h.deps.pdf, 'render');
    try {
      const first = await pdf();
      const kept = (await h.deps.storage.list(`exports/${entityId}/${statementId}/`)).filter((k) => k.endsWith('.pdf'));
      expect(kept.length).toBeGreaterThan(0);
      const again = await pdf();
      expect(render).toHaveBeenCalledTimes(1);
      expect(fs.readFileSync(again.file)).toEqual(fs.readFileSync(first.file));
      await settle({ header: 'Changed {year}' });
      expect((await pdf()).text).toContain('Changed');
      expect(render).toHaveBeenCalledTimes(2);
      // One PDF kept per language: the new print replaced the old one, the other language's stays.
      const now = (await h.deps.storage.list(`exports/${entityId}/${statementId}/`)).filter((k) => k.endsWith('.pdf'));
      expect(now.filter((k) => kept.includes(k)).sort()).toEqual(kept.filter((k) => !k.includes('/en-')).sort());
      expect(now.filter((k) => k.includes('/en-'))).toHaveLength(1);
    } finally {
      render.mockRestore();
      await settle({});
    }
  }, 60_000);

  it('answers 422 to an unknown language, 403 to a stranger and 404 to an unknown statement', async () => {
    const bad = await h.call('GET', `/api/statements/${statementId}/pdf?language=fr`, { as: demo });
    expect(bad.status).toBe(422);
    expect(bad.data.fields?.language ?? bad.data.fieldErrors?.language ?? bad.data).toBeTruthy();
    // A stranger learns nothing: refused, never a PDF.
    const stranger = await h.user('stranger@example.com');
    expect([403, 404]).toContain((await h.call('GET', `/api/statements/${statementId}/pdf`, { as: stranger })).status);
    expect((await h.call('GET', '/api/statements/nope/pdf', { as: demo })).status).toBe(404);
  });
});

describe('a paid invoice’s receipt as a PDF (issue 16)', () => {
  /** Downloads a receipt in a language: its pages and text. */
  async function receiptPdf(invoiceId: string, lang: 'en' | 'km-KH') {
    const res = await h.app.request(`/api/invoices/${invoiceId}/receipt/pdf`, {
      headers: { authorization: `Bearer ${demo.token}`, 'accept-language': lang },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = path.join(dir, `receipt-${lang}.pdf`);
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return {
      pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
      text: execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }),
    };
  }

  it('prints one page with the receipt number, the entity in both languages and the amount, Khmer as written', async () => {
    const list = (await h.call('GET', `/api/entities/${entityId}/invoices`, { as: demo })).data.invoices as {
      id: string;
      receipt?: { number: string; amount: number } | null;
    }[];
    const paid = list.find((i) => i.receipt)!;
    expect(paid).toBeDefined();
    const en = await receiptPdf(paid.id, 'en');
    expect(en.pages).toBe(1);
    expect(en.text).toContain(paid.receipt!.number);
    expect(en.text).toContain('Cash receipt');
    expect(en.text).toContain(new Intl.NumberFormat('en-US').format(paid.receipt!.amount));
    // pdftotext may put a space where a vowel sign is its own glyph: compare the characters in order.
    expect(letters(en.text)).toContain(letters('ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក'));
    const kh = await receiptPdf(paid.id, 'km-KH');
    expect(letters(kh.text)).toContain(letters('បង្កាន់ដៃទទួលប្រាក់'));
    // Khmer digits for the amount in a Khmer receipt.
    expect(kh.text).toContain(
      new Intl.NumberFormat('en-US')
        .format(paid.receipt!.amount)
        .replace(/[0-9]/g, (d) => String.fromCharCode(0x17e0 + Number(d))),
    );
    const open = list.find((i) => !i.receipt);
    if (open) expect((await h.call('GET', `/api/invoices/${open.id}/receipt/pdf`, { as: demo })).status).toBe(404);
    const stranger = await h.user('receipt-stranger@example.com');
    expect([403, 404]).toContain(
      (await h.call('GET', `/api/invoices/${paid.id}/receipt/pdf`, { as: stranger })).status,
    );
  });
});
