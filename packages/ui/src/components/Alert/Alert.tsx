import type { ReactNode } from 'react';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Alert.css';

const strings = defineStrings({
  en: { dismiss: 'Dismiss', info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' },
  kh: { dismiss: 'បិទ', info: 'ព័ត៌មាន', success: 'ជោគជ័យ', warning: 'ការព្រមាន', error: 'កំហុស' },
});

export const alertTones = ['info', 'success', 'warning', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

const icons: Record<AlertTone, IconName> = { info: 'info', success: 'success', warning: 'warning', error: 'error' };

export interface AlertProps {
  /** @default 'info' */
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link for what to do next. */
  action?: ReactNode;
  /** Show a dismiss button. */
  onDismiss?: () => void;
  /** 'banner' spans the page edge to edge. @default 'inline' */
  variant?: 'inline' | 'banner';
  /**
   * Announce to screen readers when it appears: errors as an alert, others as a status.
   * @default true for error, false otherwise
   */
  live?: boolean;
}

/** A message in the flow of the page: info, success, warning or error, with its icon and a word for its tone. */
export function Alert({ tone = 'info', title, children, action, onDismiss, variant = 'inline', live }: AlertProps) {
  const t = useUIStrings(strings);
  const announce = live ?? tone === 'error';
  return (
    <div
      className={styles.alert({ tone, variant })}
      role={announce ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      <Icon name={icons[tone]} label={t[tone]} className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
      {onDismiss && <IconButton icon="close" size="sm" label={t.dismiss} onPress={onDismiss} />}
    </div>
  );
}

export type BannerProps = Omit<AlertProps, 'variant'>;

/** An Alert across the top of a page or section (e.g. "Not eligible for submission"). */
export function Banner(props: BannerProps) {
  return <Alert {...props} variant="banner" />;
}
