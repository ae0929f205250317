/**
 * The filing deadline of a financial year (design/product.md, issue 9): 3 months and 20 days after the period end
 * when the statements are not audited, 6 months and 20 days when they are. Dates are ISO `YYYY-MM-DD`, in UTC.
 * (Kept here until @dfr/statement-engine exports its `filingDeadline`; then this file re-exports it.)
 */
export function filingDeadline(periodEnd: string, audited: boolean): string {
  const [y, m, d] = periodEnd.split('-').map(Number);
  const months = audited ? 6 : 3;
  // Add whole months first (clamping to the month's last day: 31 Aug + 3 months → 30 Nov), then 20 days.
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay) + 20);
  return target.toISOString().slice(0, 10);
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
