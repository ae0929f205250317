import { LANGS } from '@dfr/statement-engine';
import { index, integer, sqliteTable, text } from './dialect';

/** Every e-mail the product sends, written before delivery (the outbox); the local mailbox reads it. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    lang: text('lang', { enum: LANGS }).notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** 'pending' → 'sent' (delivered by SMTP or to the local mailbox), or 'failed' after the last attempt (error kept). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    /** Delivery attempts so far; a pending message is tried again from `nextAttemptAt` (ms), with growing waits. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at'),
    createdAt: integer('created_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (t) => [index('email_outbox_to').on(t.to, t.createdAt)],
);
