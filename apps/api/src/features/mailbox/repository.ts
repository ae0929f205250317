import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export const outboxRepo = {
  /** The latest 200 e-mails of the outbox, newest first, optionally only those to one address. */
  latest: (db: Db, to: string | undefined) => {
    const query = db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        lang: emailOutbox.lang,
        template: emailOutbox.template,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        html: emailOutbox.html,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(200);
    return to ? query.where(eq(emailOutbox.to, to.trim().toLowerCase())) : query;
  },
};
