// A statement as its reader sees it: the public row, the reader's role, the years' line counts, who did each step.
import type { Deps } from '../../context';
import { nowIso } from '../../db/repository-base';
import { type StatementRow, statementDataRepo, statementLinksRepo } from './repository';
import { pendingCodes } from './codes';
import { load, publicStatement } from './write';

/** A statement, the reader's role on its entity and how many trial-balance lines each year has. */
export async function readStatement(deps: Deps, userId: string, statementId: string) {
  const { row, membership } = await load(deps, userId, statementId, 'read');
  const years = await statementDataRepo.trialBalanceYears(deps.db, statementId);
  return {
    ...publicStatement(row),
    role: membership.role,
    trialBalanceYears: years,
    roles: await roleStamps(deps, row),
    pendingCodes: pendingCodes(row, nowIso()),
  };
}

const STAMPS = [
  ['preparedBy', 'preparedAt'],
  ['finalizedBy', 'finalizedAt'],
  ['validatedBy', 'validatedAt'],
  ['approvedBy', 'approvedAt'],
  ['submittedBy', 'submittedAt'],
] as const;

/** Who did each step and when, by the e-mail the entity knows them by (its memberships; the director for approval). */
async function roleStamps(deps: Deps, row: StatementRow) {
  const ids = [...new Set(STAMPS.map(([by]) => row[by]).filter((v): v is string => !!v))];
  const members = ids.length ? await statementLinksRepo.memberEmails(deps.db, row.entityId, ids) : [];
  const stamps: Partial<Record<(typeof STAMPS)[number][0], { email?: string; at?: string }>> = {};
  for (const [by, at] of STAMPS) {
    const who = row[by];
    if (!who) continue;
    // Approval is the director's, by the code e-mailed to them: the stamp names the director, not the member who
    // typed the code in (often the preparer). Approved statements are locked, so the director is still the one asked.
    const email =
      by === 'approvedBy' && row.directorEmail ? row.directorEmail : members.find((m) => m.userId === who)?.email;
    stamps[by] = { ...(email ? { email } : {}), ...(row[at] ? { at: row[at] } : {}) };
  }
  return stamps;
}
