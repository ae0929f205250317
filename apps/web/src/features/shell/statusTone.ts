import type { InvoiceStatus, StatementStage } from '@dfr/statement-engine';
import type { StatusTone } from '@dfr/ui';

/** The app's other statuses: a request or user waiting (pending), an active user, an issued code, an overdue filing. */
type OtherStatus = 'pending' | 'issued' | 'active' | 'overdue';
export type AppStatus = StatementStage | InvoiceStatus | OtherStatus;

/**
 * The colour of each status the app shows, keyed by the engine's own stage and invoice-state types (a stage added to
 * the engine fails the type-check here until it has a colour). Names are the shell's `status.<name>` translations.
 */
export const STATUS_TONE: Record<AppStatus, StatusTone> = {
  draft: 'grey',
  finalized: 'blue',
  validated: 'purple',
  approved: 'green',
  paid: 'teal',
  submitted: 'orange',
  accepted: 'forest',
  rejected: 'red',
  open: 'amber',
  received: 'green',
  pending: 'grey',
  issued: 'amber',
  active: 'green',
  overdue: 'red',
};

/** The tone of a status as the API names it; a status the app does not know is grey (and named as the API names it). */
export function toneOf(status: string): StatusTone {
  return Object.hasOwn(STATUS_TONE, status) ? STATUS_TONE[status as AppStatus] : 'grey';
}
