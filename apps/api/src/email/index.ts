import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { onOneInstance } from '../leases';
import { emailOutbox } from '../db/schema';
import type { Env } from '../env';
import { type EmailLang, type EmailParams, type EmailTemplate, renderEmail } from './templates';

export type { EmailLang, EmailParams, EmailTemplate } from './templates';
export { renderEmail } from './templates';

export type EmailMessage = {
  [T in EmailTemplate]: { to: string; lang: EmailLang; template: T; params: EmailParams[T] };
}[EmailTemplate];

export interface Email {
  /** 'mailbox' = the embedded default (server log + local mailbox page); 'smtp' when DFR_SMTP_URL is set. */
  readonly mode: 'mailbox' | 'smtp';
  /**
   * Writes the message to the outbox and tries to deliver it at once; a failed delivery is tried again later
   * (`deliverPending`). Resolves with the outbox id.
   */
  send(message: EmailMessage): Promise<string>;
  /**
   * Writes the message to the outbox with `db` — the transaction of the change that causes it, so the message exists
   * exactly when the change does — for delivery after the commit (`deliver(id)`, or the outbox loop).
   */
  enqueue(db: Pick<Db, 'insert'>, message: EmailMessage): Promise<string>;
  /** Tries to deliver one pending message now (after the transaction that wrote it). */
  deliver(id: string): Promise<void>;
  /** Delivers the pending messages whose time has come; answers how many were sent. */
  deliverPending(now?: number): Promise<number>;
}

/** Minimal transport interface (nodemailer's), so tests can observe SMTP delivery. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/** Attempts before a message is given up as failed, and the wait before each retry (30 s, 1 min, 2 min, … 1 h). */
export const MAX_ATTEMPTS = 6;
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
/** A message being delivered right now is not picked by the outbox loop for this long. */
const IN_FLIGHT_MS = 60_000;

/** Milliseconds that never repeat in this process, so the newest message to an address is the one written last. */
let lastWritten = 0;
const writtenAt = () => {
  lastWritten = Math.max(Date.now(), lastWritten + 1);
  return lastWritten;
};

export function createEmail(
  env: Pick<Env, 'DFR_SMTP_URL' | 'DFR_MAIL_FROM' | 'NODE_ENV'>,
  db: Db,
  options: { transport?: MailTransport; log?: (line: string) => void } = {},
): Email {
  const transport: MailTransport | undefined =
    options.transport ?? (env.DFR_SMTP_URL ? nodemailer.createTransport(env.DFR_SMTP_URL) : undefined);
  const mode = transport ? 'smtp' : 'mailbox';
  const log = options.log ?? ((line: string) => (env.NODE_ENV === 'test' ? undefined : console.log(line)));

  const write = async (into: Pick<Db, 'insert'>, message: EmailMessage, nextAttemptAt: number) => {
    const rendered = renderEmail(message.template, message.lang, message.params as never);
    const id = randomUUID();
    await into.insert(emailOutbox).values({
      id,
      to: message.to.trim().toLowerCase(),
      lang: message.lang,
      template: message.template,
      ...rendered,
      status: 'pending',
      attempts: 0,
      nextAttemptAt,
      createdAt: writtenAt(),
    });
    return id;
  };

  /** One delivery attempt of an outbox row: sent, or pending again later, or failed after the last attempt. */
  const attempt = async (row: typeof emailOutbox.$inferSelect) => {
    if (!transport) {
      log(`[mailbox] to ${row.to}: ${row.subject}\n${row.text}`);
      await db.update(emailOutbox).set({ status: 'sent', sentAt: Date.now() }).where(eq(emailOutbox.id, row.id));
      return true;
    }
    try {
      await transport.sendMail({
        from: env.DFR_MAIL_FROM,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: Date.now(), attempts: row.attempts + 1, error: null })
        .where(eq(emailOutbox.id, row.id));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = row.attempts + 1;
      const last = attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: last ? 'failed' : 'pending',
          error: reason,
          attempts,
          nextAttemptAt: last ? null : Date.now() + retryDelayMs(attempts),
        })
        .where(eq(emailOutbox.id, row.id));
      console.error(`[email] delivery to ${row.to} failed (attempt ${attempts} of ${MAX_ATTEMPTS}): ${reason}`);
      return false;
    }
  };

  const deliver = async (id: string) => {
    const row = (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
    if (row?.status === 'pending') await attempt(row);
  };

  return {
    mode,
    async send(message) {
      // Written as being delivered (the outbox loop leaves it alone meanwhile), then delivered at once.
      const id = await write(db, message, Date.now() + IN_FLIGHT_MS);
      await deliver(id);
      return id;
    },
    enqueue: (into, message) => write(into, message, Date.now()),
    deliver,
    async deliverPending(now = Date.now()) {
      const due = await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(50);
      let sent = 0;
      for (const row of due) if (await attempt(row)) sent++;
      return sent;
    },
  };
}

/**
 * Delivers what the outbox still holds (messages written in a transaction, retries of failed deliveries) every
 * `seconds`, on one instance at a time (the lease `email.outbox`). Returns the stop function.
 */
export function startOutboxDelivery(db: Db, email: Email, instanceId: string, seconds = 15): () => void {
  return onOneInstance(db, 'email.outbox', instanceId, seconds * 1000, async () => {
    await email.deliverPending();
  });
}
