import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
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
  /** Writes the message to the outbox, then delivers it. Resolves with the outbox id once delivered. */
  send(message: EmailMessage): Promise<string>;
}

/** Minimal transport interface (nodemailer's), so tests can observe SMTP delivery. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

export function createEmail(
  env: Pick<Env, 'DFR_SMTP_URL' | 'DFR_MAIL_FROM' | 'NODE_ENV'>,
  db: Db,
  options: { transport?: MailTransport; log?: (line: string) => void } = {},
): Email {
  const transport: MailTransport | undefined =
    options.transport ?? (env.DFR_SMTP_URL ? nodemailer.createTransport(env.DFR_SMTP_URL) : undefined);
  const mode = transport ? 'smtp' : 'mailbox';
  const log = options.log ?? ((line: string) => (env.NODE_ENV === 'test' ? undefined : console.log(line)));
  return {
    mode,
    async send(message) {
      const rendered = renderEmail(message.template, message.lang, message.params as never);
      const id = randomUUID();
      const to = message.to.trim().toLowerCase();
      await db.insert(emailOutbox).values({
        id,
        to,
        lang: message.lang,
        template: message.template,
        ...rendered,
        status: 'pending',
        createdAt: Date.now(),
      });
      if (!transport) {
        log(`[mailbox] to ${to}: ${rendered.subject}\n${rendered.text}`);
        await db.update(emailOutbox).set({ status: 'sent', sentAt: Date.now() }).where(eq(emailOutbox.id, id));
        return id;
      }
      try {
        await transport.sendMail({ from: env.DFR_MAIL_FROM, to, ...rendered });
        await db.update(emailOutbox).set({ status: 'sent', sentAt: Date.now() }).where(eq(emailOutbox.id, id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.update(emailOutbox).set({ status: 'failed', error: reason }).where(eq(emailOutbox.id, id));
        console.error(`[email] delivery to ${to} failed: ${reason}`);
      }
      return id;
    },
  };
}
