/** The filing deadline: 3 months and 20 days after the period end, or 6 months and 20 days when audited. */
import { addDays, addMonths, parseIsoDate } from '../periods';

/** The last day to file statements for a period end (ISO date in, ISO date out). */
export function filingDeadline(periodEnd: string, audited: boolean): string {
  // Remembered per period end (every validation asks for the same one; each answer parses and prints three Dates).
  const memo = audited ? auditedDeadlines : deadlines;
  const known = memo.get(periodEnd);
  if (known !== undefined) return known;
  parseIsoDate(periodEnd, 'periodEnd');
  const deadline = addDays(addMonths(periodEnd, audited ? 6 : 3), 20);
  if (memo.size >= 10_000) memo.clear();
  memo.set(periodEnd, deadline);
  return deadline;
}
const deadlines = new Map<string, string>();
const auditedDeadlines = new Map<string, string>();
