import type { StatusTone } from '../../theme/tokens';
import * as styles from './StatusBadge.css';

export interface StatusBadgeProps {
  /** The status's colour. The consumer maps its own statuses (statement stages, invoice states…) onto the tones. */
  tone: StatusTone;
  /** The status's name in the reader's language (keep it short). */
  label: string;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * A status's name on its colour, with a dot (never colour alone). @dfr/ui knows no status by name: the app gives the
 * name and the tone, so a stage or state is listed once, where it is defined.
 */
export function StatusBadge({ tone, label, size = 'md' }: StatusBadgeProps) {
  return (
    <span className={styles.badge({ tone, size })} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
