import type { ReactNode } from 'react';
import { terms } from './Terms.css';

/** A description list: its `dt` terms muted beside their `dd` values. */
export function Terms({ children }: { children: ReactNode }) {
  return <dl className={terms}>{children}</dl>;
}
