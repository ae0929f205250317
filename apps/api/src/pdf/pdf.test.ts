import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Downloads the PDF in a language and answers its page size (points), page count and text. */
async function pdf(lang: 'en' | 'km-KH') {
  const res = await h.app.request(`/api/statements/${statementId}/pdf`, {
    headers: { authorization: `Bearer ${demo.token}`, 'accept-language': lang },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const file = path.join(dir, `${lang}-${Date.now()}.pdf`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  return {
    width: Math.round(Number(size[1])),
    height: Math.round(Number(size[2])),
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    text: execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }),
  };
}

describe('the statements as a PDF', () => {
  it('prints A4 portrait by default, with the names and totals as selectable text', async () => {
    const en = await pdf('en');
    // A4 is 595 × 842 points (Chromium rounds the paper to whole hundredths of an inch).
    expect(Math.abs(en.width - 595)).toBeLessThanOrEqual(2);
    expect(Math.abs(en.height - 842)).toBeLessThanOrEqual(2);
    expect(en.pages).toBeGreaterThan(1);
    expect(en.text).toContain('Angkor Trading Co., Ltd.');
    expect(en.text).toContain('Total assets');
    expect(en.text).toMatch(/3,898,000/);
  }, 60_000);

  it('keeps Khmer as written: the text extracted from the PDF equals the source string', async () => {
    const kh = await pdf('km-KH');
    // pdftotext puts spaces where a vowel sign is a glyph of its own; the characters and their order must be intact.
    const letters = (t: string) => t.normalize('NFC').replace(/\s+/g, '');
    for (const source of ['ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក', 'របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ', 'សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល'])
      expect(letters(kh.text)).toContain(letters(source));
    expect(kh.text).toContain('3,898,000');
  }, 60_000);

  it('follows the export settings: page size, orientation, header with placeholders, page numbers', async () => {
    const put = await h.call('PUT', `/api/entities/${entityId}/export-settings`, {
      as: demo,
      json: {
        version: 0,
        pageSize: 'Letter',
        orientation: 'landscape',
        margin: 15,
        header: '{entity} — {year}',
        footer: 'Prepared with DFR',
        pageNumber: true,
        mainColour: '#1565c0',
      },
    });
    expect(put.status, JSON.stringify(put.data)).toBe(200);
    const en = await pdf('en');
    expect([en.width, en.height]).toEqual([792, 612]);
    expect(en.text).toContain('Angkor Trading Co., Ltd. — 2025');
    expect(en.text).toContain('Prepared with DFR');
    expect(en.text).toMatch(new RegExp(`\\b1 / ${en.pages}\\b`));
  }, 60_000);

  it('answers 403 to a stranger and 404 to an unknown statement', async () => {
    const stranger = await h.user('stranger@example.com');
    expect((await h.call('GET', `/api/statements/${statementId}/pdf`, { as: stranger })).status).toBe(403);
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
    const letters = (t: string) => t.normalize('NFC').replace(/\s+/g, '');
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
    expect((await h.call('GET', `/api/invoices/${paid.id}/receipt/pdf`, { as: stranger })).status).toBe(403);
  });
});
