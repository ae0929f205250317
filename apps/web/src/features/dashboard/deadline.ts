import { filingDeadline } from '@dfr/statement-engine';

/**
 * The dashboard's view of a statement's filing deadline. The rule itself (3 or 6 months and 20 days after the
 * period end) lives once, in @dfr/statement-engine's `filingDeadline`; this file only decides which inputs the screens
 * feed it and how they show the result.
 */
export interface StatementDates {
  periodEnd?: string | null;
  /** The statement's own audit flag; when unset, the entity's `auditRequired` applies. */
  audited?: boolean | null;
}

/**
 * The filing deadline of a statement (ISO date), or `undefined` when it has no usable period end yet, so a screen
 * shows "—" instead of failing on a half-made statement.
 */
export function statementDeadline(statement: StatementDates, entityAudited: boolean): string | undefined {
  if (!statement.periodEnd) return undefined;
  try {
    return filingDeadline(statement.periodEnd, statement.audited ?? entityAudited);
  } catch {
    return undefined;
  }
}

/** Whole days from `today` to `deadline` (negative when overdue). */
export function daysUntil(deadline: string, today: Date = new Date()): number {
  const t = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const [y, m, d] = deadline.split('-').map(Number);
  return Math.round((Date.UTC(y, m - 1, d) - t) / 86_400_000);
}

/** The greeting for the hour of the day. */
export function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
