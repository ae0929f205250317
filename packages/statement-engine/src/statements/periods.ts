/** ISO date arithmetic for reporting periods (UTC, no time zones). */
import { InvalidSettingError } from '../errors';
import type { DateRange } from '../model/types';

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

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

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
