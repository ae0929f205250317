import { importProblems } from '../../http/errors';
import { exchangeRateSchema } from '../../http/schemas';
import { fieldKeys } from '../../http/validate';
import type { RateImportProblem, RateInput } from '../../rates/types';

/**
 * A rate file of more than `max` lines is refused before it is read (issue 19, finding 3), as trial balances and
 * charts are: one problem, `too_many_lines`, at the first line past the limit.
 */
export function refuseLongFile(text: string, max: number) {
  let lines = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < text.length - 1 && lines <= max; i = text.indexOf('\n', i + 1))
    lines++;
  if (lines > max)
    throw importProblems('validation_failed', {
      problems: [{ row: max + 1, code: 'too_many_lines', value: String(max) }],
      problemsNotShown: 0,
    });
}

/** CSV columns of an exchange-rate file (header names are case- and space-insensitive). */
export const RATE_COLUMNS = [
  'currency',
  'closing_rate',
  'average_rate',
  'rate_type',
  'official_reporting_rate',
  'monthly_average',
  'daily_rate',
  'release_date',
] as const;

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((v) => v.trim());
}

/** Parses an exchange-rate CSV; returns the rates and every problem by row and column. */
export function parseRatesCsv(text: string): { rates: RateInput[]; problems: RateImportProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase().replace(/\s+/g, '_'));
  const problems: RateImportProblem[] = [];
  for (const required of ['currency', 'closing_rate', 'average_rate', 'release_date'])
    if (!header.includes(required)) problems.push({ row: 1, column: required, code: 'invalid_headers' });
  if (problems.length) return { rates: [], problems };
  const rates: RateInput[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i]!.trim()) continue;
    const cells = splitCsvLine(lines[i]!);
    const get = (c: string) => {
      const v = cells[header.indexOf(c)];
      return v === undefined || v === '' ? undefined : v;
    };
    const num = (c: string) => (get(c) === undefined ? undefined : Number(get(c)!.replace(/,/g, '')));
    const candidate = {
      currency: get('currency')?.toUpperCase(),
      closingRate: num('closing_rate'),
      averageRate: num('average_rate'),
      rateType: get('rate_type') ?? 'official',
      officialReportingRate: num('official_reporting_rate'),
      monthlyAverage: num('monthly_average'),
      dailyRate: num('daily_rate'),
      releaseDate: get('release_date'),
    };
    const parsed = exchangeRateSchema.safeParse(candidate);
    if (!parsed.success) {
      const columns: Record<string, string> = {
        currency: 'currency',
        closingRate: 'closing_rate',
        averageRate: 'average_rate',
        rateType: 'rate_type',
        officialReportingRate: 'official_reporting_rate',
        monthlyAverage: 'monthly_average',
        dailyRate: 'daily_rate',
        releaseDate: 'release_date',
      };
      for (const [path, code] of Object.entries(fieldKeys(parsed.error.issues)))
        problems.push({ row: i + 1, column: columns[path] ?? path, code, value: get(columns[path] ?? path) });
    } else rates.push(parsed.data);
  }
  return { rates, problems };
}
