import { DfrError } from '../errors';
import type { Period, StatementPeriods, StatementSettings } from '../model/types';

/** Adds days to an ISO date (UTC, no time zone drift). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const t = Date.UTC(y!, m! - 1, d!) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The same day one year earlier (29 February becomes 28 February). */
export function minusOneYear(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const day = m === 2 && d === 29 ? 28 : d!;
  return `${String(y! - 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

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
