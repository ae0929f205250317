import { defineStrings, useUIStrings } from '../../i18n/strings';
import * as styles from './Spinner.css';

const strings = defineStrings({ en: { loading: 'Loading…' }, kh: { loading: 'កំពុងផ្ទុក…' } });

export interface SpinnerProps {
  /** Accessible name. @default "Loading…" in the current language */
  label?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Hide from assistive technology (when the parent already announces the busy state). */
  decorative?: boolean;
}

/** An indeterminate busy indicator, announced as a progress bar. */
export function Spinner({ label, size = 'md', decorative = false }: SpinnerProps) {
  const t = useUIStrings(strings);
  return (
    <span
      className={styles.spinner({ size })}
      {...(decorative ? { 'aria-hidden': true } : { role: 'progressbar', 'aria-label': label ?? t.loading })}
    />
  );
}
