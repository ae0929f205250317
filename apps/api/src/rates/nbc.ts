import { XMLParser } from 'fast-xml-parser';
import { exchangeRateSchema } from '@dfr/forms/rules';
import type { z } from 'zod';
import type { RateImportProblem, RateInput } from './types';

/**
 * The National Bank of Cambodia's daily publication of the official KHR rates, read into official rates.
 *
 * The publication gives, per currency, the bid, the ask and the average in riel for a unit of 1, 100 or 1,000 of the
 * currency (e.g. 100 THB). Two forms are read (docs/decisions.md, "Rates from the national bank"):
 *  - XML: `<exchangeRates date="YYYY-MM-DD"><rate currency="USD" unit="1" bid="…" ask="…" average="…"/>…`
 *    (attributes or child elements; `symbol` for currency and `mid` for average are read too);
 *  - CSV: `date,currency,unit,bid,ask,average` (the same aliases; a missing date column takes the file's `date`).
 * Each rate becomes the official rate of its release date, per one unit of the currency: the average divided by the
 * unit (the average of bid and ask when the average is missing). Bid ≤ average ≤ ask is checked; only the average is
 * kept (it is what the statements translate at). Nothing is kept from a publication with any problem.
 */
export interface NbcQuote {
  currency: string;
  unit: number;
  bid?: number;
  ask?: number;
  average?: number;
}

const ALIASES: Record<string, string> = { symbol: 'currency', mid: 'average', middle: 'average', release_date: 'date' };
const key = (k: string) => {
  const name = k.trim().toLowerCase().replace(/\s+/g, '_');
  return ALIASES[name] ?? name;
};
const number = (v: unknown) => {
  if (v === undefined || v === null || String(v).trim() === '') return undefined;
  const n = Number(String(v).replace(/,/g, '').trim());
  return Number.isFinite(n) ? n : Number.NaN;
};

/** A parse's issues → a message key per field path (the caller passes the API's `fieldKeys` of `http/validate`). */
export type FieldKeysOf = (issues: readonly z.core.$ZodIssue[]) => Record<string, string>;

export function parseNbcPublication(
  text: string,
  fieldKeys: FieldKeysOf,
  fallbackDate?: string,
): { rates: RateInput[]; problems: RateImportProblem[]; releaseDates: string[] } {
  const body = text.replace(/^\uFEFF/, '').trim();
  const rows = body.startsWith('<') ? readXml(body) : readCsv(body);
  if ('problem' in rows) return { rates: [], problems: [rows.problem], releaseDates: [] };
  const problems: RateImportProblem[] = [];
  const rates: RateInput[] = [];
  rows.items.forEach((item, index) => {
    const row = index + 2;
    const get = (k: string) => item[k];
    const quote = {
      currency: String(get('currency') ?? '')
        .trim()
        .toUpperCase(),
      unit: number(get('unit')) ?? 1,
      bid: number(get('bid')),
      ask: number(get('ask')),
      average: number(get('average')),
    };
    const date = String(get('date') ?? rows.date ?? fallbackDate ?? '').trim();
    for (const field of ['unit', 'bid', 'ask', 'average'] as const) {
      const v = quote[field];
      if (v !== undefined && (Number.isNaN(v) || v <= 0))
        problems.push({ row, column: field, code: 'positive_number', value: String(get(field) ?? '') });
    }
    if (![1, 100, 1000].includes(quote.unit) && !Number.isNaN(quote.unit))
      problems.push({ row, column: 'unit', code: 'nbc_unit', value: String(get('unit')) });
    const average =
      quote.average ?? (quote.bid !== undefined && quote.ask !== undefined ? (quote.bid + quote.ask) / 2 : undefined);
    if (average === undefined) {
      problems.push({ row, column: 'average', code: 'required' });
      return;
    }
    if (
      quote.bid !== undefined &&
      quote.ask !== undefined &&
      !(quote.bid <= average && average <= quote.ask) &&
      !Number.isNaN(quote.bid + quote.ask + average)
    )
      problems.push({ row, column: 'average', code: 'nbc_bid_ask', value: `${quote.bid} / ${average} / ${quote.ask}` });
    const perUnit = Math.round((average / quote.unit) * 1e6) / 1e6;
    const parsed = exchangeRateSchema.safeParse({
      currency: quote.currency,
      releaseDate: date,
      rateType: 'official',
      closingRate: perUnit,
      averageRate: perUnit,
      dailyRate: perUnit,
      officialReportingRate: perUnit,
    });
    if (!parsed.success) {
      const columns: Record<string, string> = { currency: 'currency', releaseDate: 'date' };
      for (const [path, code] of Object.entries(fieldKeys(parsed.error.issues)))
        problems.push({
          row,
          column: columns[path] ?? 'average',
          code,
          value: String(get(columns[path] ?? path) ?? ''),
        });
    } else rates.push(parsed.data);
  });
  if (!rows.items.length && !problems.length) problems.push({ row: 1, code: 'nbc_unreadable' });
  return problems.length
    ? { rates: [], problems, releaseDates: [] }
    : { rates, problems, releaseDates: [...new Set(rates.map((r) => r.releaseDate))].sort() };
}

type Rows = { items: Record<string, unknown>[]; date?: string } | { problem: RateImportProblem };

function readXml(body: string): Rows {
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false }).parse(body, true);
  } catch {
    return { problem: { row: 1, code: 'nbc_unreadable' } };
  }
  const rootName = Object.keys(doc).find((k) => !k.startsWith('?'));
  const root = rootName ? (doc[rootName] as Record<string, unknown>) : undefined;
  if (!root || typeof root !== 'object') return { problem: { row: 1, code: 'nbc_unreadable' } };
  const found = Object.entries(root).find(([k]) => ['rate', 'exchangerate', 'item'].includes(key(k)))?.[1];
  const list = (Array.isArray(found) ? found : found ? [found] : []) as Record<string, unknown>[];
  const normal = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [key(k), v]));
  const rootDate = Object.entries(root).find(([k]) => key(k) === 'date')?.[1];
  return { items: list.map(normal), ...(rootDate ? { date: String(rootDate) } : {}) };
}

function readCsv(body: string): Rows {
  const lines = body.split(/\r?\n/).filter((l) => l.trim());
  const header = (lines[0] ?? '').split(',').map(key);
  if (
    !header.includes('currency') ||
    !(header.includes('average') || (header.includes('bid') && header.includes('ask')))
  )
    return { problem: { row: 1, column: 'currency', code: 'invalid_headers', value: lines[0] ?? '' } };
  return {
    items: lines.slice(1).map((line) => {
      const cells = line.split(',');
      return Object.fromEntries(header.map((h, i) => [h, cells[i]?.trim()]));
    }),
  };
}
