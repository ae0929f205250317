/** The filing deadline: 3 months and 20 days after the period end, or 6 months and 20 days when audited. */
import { addDays, addMonths, parseIsoDate } from '../periods';

/** The last day to file statements for a period end (ISO date in, ISO date out). */
export function filingDeadline(periodEnd: string, audited: boolean): string {
  parseIsoDate(periodEnd, 'periodEnd');
  return addDays(addMonths(periodEnd, audited ? 6 : 3), 20);
}
