import { UIProvider, useLang } from '@dfr/ui';
import type { ReactNode } from 'react';
import * as css from './StatementUI.css';

/**
 * The @dfr/ui root (theme, component language, react-aria locale) for the statement screens. The dashboard shell does
 * not provide one yet; nesting under a shell-level UIProvider later is harmless (the inner one wins with the same
 * language).
 */
export function StatementUI({ children, inline }: { children: ReactNode; inline?: boolean }) {
  const lang = useLang();
  return (
    <UIProvider lang={lang} className={inline ? css.uiInline : undefined}>
      {children}
    </UIProvider>
  );
}
