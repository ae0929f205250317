import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** The next step (a Button). */
  action?: ReactNode;
  /** @default 'inbox' */
  icon?: IconName;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** What to show where a list has nothing yet, and how to start. */
export function EmptyState({ title, description, action, icon = 'inbox', headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <span className={styles.icon}>
        <Icon name={icon} size={40} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div>{action}</div>}
    </div>
  );
}
