import { translate } from '@dfr/forms/rules';
import {
  DEFAULT_PRINT_SETTINGS,
  formatAmount,
  formatDate,
  formatYear,
  type Lang,
  type PdfPageOptions,
  pdfPageOptions,
} from '@dfr/statement-engine';
import { withEmbeddedFonts } from '../../pdf/document';

/** What a receipt prints: the entity in both languages, the invoice it settles and the bank's payment. */
export interface ReceiptDocument {
  entity: { nameEn: string; nameKh: string | null; registrationNumber: string };
  invoice: { number: string; reportingYear: number };
  receipt: {
    number: string;
    date: string;
    amount: number;
    currency: string;
    payerAccount: string | null;
    transactionHash: string | null;
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A receipt is one A4 page with 15 mm margins and no page number. */
export const receiptPageOptions = (lang: Lang): PdfPageOptions =>
  pdfPageOptions({ ...DEFAULT_PRINT_SETTINGS, margin: 15, pageNumber: false }, { entity: '', year: 0, lang });

/** The receipt as one printable page of HTML in the reader's language (the entity's names in both). */
export function receiptHtml(doc: ReceiptDocument, lang: Lang): string {
  // The words are @dfr/forms' messages (receipt.*), the amount and the date the engine's one formatter's (as the
  // receipt screen and the payment e-mail write them), in the reader's language.
  const l = (key: string) => escapeHtml(translate(`receipt.${key}`, lang));
  const amount = formatAmount(doc.receipt.amount, lang, doc.receipt.currency);
  const row = (label: string, value: string) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`;
  return withEmbeddedFonts(`<!doctype html><html lang="${lang === 'kh' ? 'km' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(doc.receipt.number)}</title>
<style>
body{font-family:"Noto Sans Khmer","Khmer OS",Arial,sans-serif;color:#1b1b1b;font-size:11pt}
h1{color:#2e7d32;border-bottom:3px solid #2e7d32;padding-bottom:6pt}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:5pt 8pt;border-bottom:1px solid #ccc}
th{width:35%;font-weight:600}.amount{font-size:14pt;font-weight:700}.mono{font-family:monospace;word-break:break-all}
.issuer{margin-top:24pt;color:#555}
</style></head><body>
<h1>${l('title')} ${escapeHtml(doc.receipt.number)}</h1>
<table>
${row(l('number'), escapeHtml(doc.receipt.number))}
${row(l('date'), escapeHtml(formatDate(doc.receipt.date, lang)))}
${row(l('received'), `${escapeHtml(doc.entity.nameEn)}${doc.entity.nameKh ? `<br>${escapeHtml(doc.entity.nameKh)}` : ''}`)}
${row(l('registration'), escapeHtml(doc.entity.registrationNumber))}
${row(
  l('for'),
  escapeHtml(
    translate('receipt.for_text', lang, {
      invoice: doc.invoice.number,
      year: formatYear(doc.invoice.reportingYear, lang),
    }),
  ),
)}
${row(l('amount'), `<span class="amount">${escapeHtml(amount)}</span>`)}
${row(l('method'), 'KHQR')}
${row(l('payer'), escapeHtml(doc.receipt.payerAccount ?? '—'))}
${row(l('transaction'), `<span class="mono">${escapeHtml(doc.receipt.transactionHash ?? '—')}</span>`)}
</table>
<p class="issuer">${l('issuer')}</p>
</body></html>`);
}
