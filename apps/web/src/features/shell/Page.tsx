import { Inline } from '@dfr/ui';
import type { ReactNode } from 'react';
import { pageHeader } from './shell.css';

/**
 * The frame of every screen inside the dashboard layout: one h1, an optional description and actions.
 * Statement screens render inside it too: `<Page title={t('...')}>…</Page>`.
 */
export function Page({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div>
      <div className={pageHeader}>
        <div>
          <h1>{title}</h1>
          {description ? <p>{description}</p> : null}
        </div>
        {actions ? <Inline space="sm">{actions}</Inline> : null}
      </div>
      {children}
    </div>
  );
}
