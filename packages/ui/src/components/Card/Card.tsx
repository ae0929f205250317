import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** A heading for the card; also names it as a region. */
  title?: ReactNode;
  /** Heading level for the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Buttons or links at the top end. */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** @default 'md' */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  className?: string;
}

/** A surface that groups related content. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  children,
  padding,
  className,
}: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`${styles.card({ padding })} ${className ?? ''}`} aria-labelledby={title ? id : undefined}>
      {(title || actions) && (
        <header className={styles.header}>
          <div className={styles.titles}>
            {title && (
              <Heading id={id} className={styles.title}>
                {title}
              </Heading>
            )}
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}
