import type { ReactNode } from 'react';
import { actions as actionsRow } from './layout.css';
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
        {actions ? <div className={actionsRow}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
