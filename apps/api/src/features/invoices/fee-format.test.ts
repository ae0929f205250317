import { formatAmount, formatDate, type Lang } from '@dfr/statement-engine';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../email';
import { type ReceiptDocument, receiptHtml } from './receipt-pdf';

// Issue 31, item 4: one fee reads the same on the receipt (PDF), in the payment e-mail and on the web's screens
// (apps/web/src/screens/Receipt/Receipt.test.tsx asserts the same texts there), in both languages, because all three
// ask the engine's one formatter.
const FEE = 1_000_000;
const READS: Record<Lang, { amount: string; date: string; year: string }> = {
  en: { amount: '1,000,000 KHR', date: 'February 10, 2026', year: '2025' },
  kh: { amount: '១,០០០,០០០ KHR', date: '១០ កុម្ភៈ ២០២៦', year: '២០២៥' },
};

const doc: ReceiptDocument = {
  entity: { nameEn: 'Angkor Trading Co., Ltd.', nameKh: 'ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក', registrationNumber: '00012345' },
  invoice: { number: 'INV-2025-0007', reportingYear: 2025 },
  receipt: {
    number: 'RCP-2025-0003',
    date: '2026-02-10',
    amount: FEE,
    currency: 'KHR',
    payerAccount: 'ABA 000 123 456',
    transactionHash: 'f00dcafe',
  },
};

/** The visible text of an HTML page: tags dropped, entities and spaces as they read. */
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe.each(['en', 'kh'] as const)('a fee of 1,000,000 KHR in %s', (lang) => {
  const reads = READS[lang];

  it('is what the one formatter writes', () => {
    expect(formatAmount(FEE, lang, 'KHR')).toBe(reads.amount);
    expect(formatDate(doc.receipt.date, lang)).toBe(reads.date);
  });

  it('reads the same on the receipt: amount, date and year', () => {
    const text = visible(receiptHtml(doc, lang));
    expect(text).toContain(reads.amount);
    expect(text).toContain(reads.date);
    expect(text).toContain(reads.year);
    // No other writing of the amount (en-US digits in a Khmer receipt, or the bare number).
    expect(text.match(/[0-9០-៩][0-9០-៩,.]*\s*KHR/g)).toEqual([reads.amount]);
  });

  it('reads the same in the payment e-mail, text and HTML, in the reader’s language', () => {
    const mail = renderEmail('paymentReceived', lang, {
      entityName: lang === 'kh' ? doc.entity.nameKh! : doc.entity.nameEn,
      year: 2025,
      invoice: doc.invoice.number,
      receipt: doc.receipt.number,
      amount: FEE,
      currency: 'KHR',
      link: 'http://127.0.0.1/receipt/inv-1',
    });
    expect(mail.text).toContain(reads.amount);
    expect(visible(mail.html)).toContain(reads.amount);
    expect(mail.subject).toContain(reads.year);
    expect(mail.text.match(/[0-9០-៩][0-9០-៩,.]*\s*KHR/g)).toEqual([reads.amount]);
  });
});
