import { sqliteTable, text, integer, uniqueIndex, nowIsoDefault } from './dialect';

/**
 * Regulator staff invited by e-mail before they have an account (issue 32): the role waits here and is given through
 * the user pool's groups when the person first signs in with that address. Staff who already have an account get
 * their groups at once and no row.
 */
export const staffInvitations = sqliteTable('staff_invitations', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  role: text('role', { enum: ['reviewer', 'finance', 'administrator'] }).notNull(),
  invitedBy: text('invited_by').notNull(),
  createdAt: text('created_at').notNull().default(nowIsoDefault),
});

/**
 * The reminders sent (issue 32): one row per entity, year and kind, written before the e-mails in the same
 * transaction. The unique key is what makes a reminder go once even when several instances run the job.
 */
export const reminderSends = sqliteTable(
  'reminder_sends',
  {
    id: text('id').primaryKey(),
    entityId: text('entity_id').notNull(),
    reportingYear: integer('reporting_year').notNull(),
    kind: text('kind', {
      enum: ['deadline_before', 'deadline_day', 'deadline_overdue', 'invoice_overdue'],
    }).notNull(),
    sentAt: text('sent_at').notNull().default(nowIsoDefault),
  },
  (t) => [uniqueIndex('reminder_sends_uq').on(t.entityId, t.reportingYear, t.kind)],
);
