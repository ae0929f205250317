import { defineStrings, useUIStrings } from '../../i18n/strings';
import type { StatusTone } from '../../theme/tokens';
import * as styles from './StatusBadge.css';

/** Status names (glossary terms; "open" and "received" for invoices, see docs/decisions.md). */
const strings = defineStrings({
  en: {
    draft: 'Draft',
    finalized: 'Finalized',
    validated: 'Validated',
    approved: 'Approved',
    paid: 'Paid',
    submitted: 'Submitted',
    accepted: 'Accepted',
    rejected: 'Rejected',
    open: 'Open',
    received: 'Received',
  },
  kh: {
    draft: 'សេចក្តីព្រាង',
    finalized: 'បានបញ្ចប់',
    validated: 'បានផ្ទៀងផ្ទាត់',
    approved: 'បានអនុម័ត',
    paid: 'បានបង់ប្រាក់',
    submitted: 'បានដាក់ស្នើ',
    accepted: 'បានទទួលយក',
    rejected: 'បានបដិសេធ',
    open: 'មិនទាន់ទូទាត់',
    received: 'បានទទួល',
  },
});

export interface StatusBadgeProps {
  /** A statement stage or an invoice state. */
  status: StatusTone;
  /** Replace the default name (keep it short). */
  label?: string;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/** The name of a statement stage or invoice state on its status colour, with a dot (never colour alone). */
export function StatusBadge({ status, label, size = 'md' }: StatusBadgeProps) {
  const t = useUIStrings(strings);
  return (
    <span className={styles.badge({ status, size })} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {label ?? t[status]}
    </span>
  );
}
