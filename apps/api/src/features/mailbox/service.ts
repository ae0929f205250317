import type { Deps } from '../../context';
import { outboxRepo } from './repository';

/** The local mailbox: the outbox's e-mails, newest first, optionally only those to one address. */
export const mailboxService = {
  latest: (deps: Deps, to: string | undefined) => outboxRepo.latest(deps.db, to),
};
