/** ISO date arithmetic for reporting periods (UTC, no time zones), written once for statements, validation and XBRL. */
import { DfrError, InvalidSettingError } from '../errors';
import type { DateRange, Period, StatementPeriods, StatementSettings } from '../model/types';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` strictly (a real calendar date), or throws a bilingual `invalid_date` error. */
export function parseIsoDate(text: string, field = 'date'): Date {
  const match = ISO.exec(text ?? '');
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!match || !date || date.toISOString().slice(0, 10) !== text) {
    throw new InvalidSettingError(
      'invalid_date',
      {
        en: `${field} must be a date written YYYY-MM-DD, got "${text}".`,
        kh: `${field} ត្រូវតែជាកាលបរិច្ឆេទក្នុងទម្រង់ YYYY-MM-DD ប៉ុន្តែទទួលបាន "${text}"។`,
      },
      String(text),
    );
  }
  return date;
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Adds days to an ISO date (a real calendar date, or a bilingual `invalid_date` error). */
export function addDays(iso: string, days: number): string {
  // The day before and the day after are remembered per date (every validation derives its periods from the same few
  // dates; each answer parses and prints a Date).
  const memo = days === -1 ? dayBefore : days === 1 ? dayAfter : undefined;
  const known = memo?.get(iso);
  if (known !== undefined) return known;
  const date = parseIsoDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  const out = isoDate(date);
  if (memo) {
    if (memo.size >= 10_000) memo.clear();
    memo.set(iso, out);
  }
  return out;
}
const dayBefore = new Map<string, string>();
const dayAfter = new Map<string, string>();

/** Adds months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = parseIsoDate(iso);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return isoDate(target);
}

/** The year before a period: same length, ending the day before it starts. */
export function previousPeriod(period: DateRange): DateRange {
  return { start: addMonths(period.start, -12), end: addDays(period.start, -1) };
}

/** The current period from a period end and an optional start (default: one year ending on the period end). */
export function currentPeriod(periodEnd: string, periodStart?: string): DateRange {
  parseIsoDate(periodEnd, 'periodEnd');
  const start = periodStart ?? addDays(addMonths(periodEnd, -12), 1);
  parseIsoDate(start, 'periodStart');
  if (start > periodEnd) {
    throw new InvalidSettingError(
      'invalid_period',
      {
        en: `The period start ${start} is after the period end ${periodEnd}.`,
        kh: `ការចាប់ផ្តើមគ្រា ${start} នៅក្រោយកាលបរិច្ឆេទចុងគ្រា ${periodEnd}។`,
      },
      start,
    );
  }
  return { start, end: periodEnd };
}

/** The same day one year earlier (29 February becomes 28 February). */
export function minusOneYear(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const day = m === 2 && d === 29 ? 28 : d!;
  return `${String(y! - 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10) return false;
  // Remembered per text (a validation asks about the same few dates dozens of times; each answer parses and prints).
  let valid = isoDates.get(value);
  if (valid === undefined) {
    const t = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
    valid = !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
    if (isoDates.size >= 10_000) isoDates.clear();
    isoDates.set(value, valid);
  }
  return valid;
}
const isoDates = new Map<string, boolean>();

/** The periods of a statement set: both years' durations, their closing instants and the opening instant. */
export interface ReportingPeriods {
  current: { start: string; end: string };
  prior: { start: string; end: string };
  currentEnd: { instant: string };
  priorEnd: { instant: string };
  /** The instant at the start of the comparative year (the opening balances of the statement of changes in equity). */
  opening: { instant: string };
}

/**
 * The periods of a statement set: the engine's own when given, else derived from the settings (a one-year period
 * ending at `periodEnd` unless `periodStart` says otherwise).
 */
export function reportingPeriods(
  settings: StatementSettings,
  given?: StatementPeriods,
  previous?: StatementSettings,
): ReportingPeriods {
  const end = given?.current.end ?? settings.periodEnd;
  for (const [field, value] of [
    ['periodEnd', end],
    ['periodStart', given?.current.start ?? settings.periodStart],
  ] as const) {
    if (value !== undefined && !isIsoDate(value)) {
      throw new DfrError(
        'invalid_date',
        {
          en: `${field} must be a date (YYYY-MM-DD), got "${String(value)}".`,
          kh: `${field} ត្រូវតែជាកាលបរិច្ឆេទ (YYYY-MM-DD) ប៉ុន្តែទទួលបាន "${String(value)}"។`,
        },
        String(value),
      );
    }
  }
  const start = given?.current.start ?? settings.periodStart ?? addDays(minusOneYear(end), 1);
  const priorEnd = addDays(start, -1);
  const priorStart =
    given?.comparative?.end === priorEnd
      ? given.comparative.start
      : previous?.periodStart && previous.periodEnd === priorEnd
        ? previous.periodStart
        : addDays(minusOneYear(priorEnd), 1);
  return {
    current: { start, end },
    prior: { start: priorStart, end: priorEnd },
    currentEnd: { instant: end },
    priorEnd: { instant: priorEnd },
    opening: { instant: addDays(priorStart, -1) },
  };
}

/** A stable key for a period: `2025-12-31` for an instant, `2025-01-01/2025-12-31` for a duration. */
export function periodKey(period: Period): string {
  return 'instant' in period ? period.instant : `${period.start}/${period.end}`;
}

/** The date a period is reported at (its end), for messages. */
export function periodEndDate(period: Period): string {
  return 'instant' in period ? period.instant : period.end;
}
