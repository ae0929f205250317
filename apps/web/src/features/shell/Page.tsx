import type { ReactNode } from 'react';

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
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{title}</h1>
          {description ? <p>{description}</p> : null}
        </div>
        {actions ? <div className="btn-row">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
