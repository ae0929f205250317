import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** What is in progress ("Validating"). */
  label?: string;
  /** Hide the percentage text. */
  hideValue?: boolean;
}

/** Progress of long work (validation, imports); the percentage goes through Intl. */
export function ProgressBar({ label, hideValue, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={styles.root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={styles.header}>
            {label && <Label className={styles.label}>{label}</Label>}
            {!hideValue && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={isIndeterminate ? styles.indeterminate : styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
