import type { Deps } from '../../context';
import { ApiError } from '../../http/errors';
import { audit, newId, nowIso } from '../../db/repository-base';
import { type ShareRow, shareRepo } from './repository';
import { requireMember } from '../entities/access';
import { statementService } from '../statements';

/** A share link as its entity sees it. */
const shareView = (row: ShareRow) => ({
  id: row.id,
  statementId: row.statementId,
  path: `/public/${row.id}`,
  createdBy: row.createdBy,
  createdAt: row.createdAt,
  revokedAt: row.revokedAt,
});

/**
 * Share links of accepted statements (`/public/:id`): the entity's super admin or admin creates one and may revoke
 * it; any signed-in platform user with the link reads the filed statements, and nothing else of the entity. A link is
 * an unguessable id of its own, so revoking it closes it without touching the statement.
 */
export const shareService = {
  list: async (deps: Deps, userId: string, statementId: string) => {
    await statementService.get(deps, userId, statementId);
    const rows = await shareRepo.listForStatement(deps.db, statementId);
    return rows.map(shareView);
  },

  create: async (deps: Deps, userId: string, statementId: string) => {
    const statement = await statementService.get(deps, userId, statementId);
    await requireMember(deps.db, userId, statement.entityId, 'submit');
    if (statement.stage !== 'accepted') throw new ApiError(409, 'NOT_ACCEPTED', 'share_not_accepted');
    return deps.db.transaction(async (tx) => {
      const row = await shareRepo.insert(tx, { id: newId(), statementId, createdBy: userId });
      await audit(tx, {
        actor: userId,
        action: 'statement.share',
        subjectType: 'statement',
        subjectId: statementId,
        after: { share: row.id },
      });
      return shareView(row);
    });
  },

  revoke: async (deps: Deps, userId: string, statementId: string, shareId: string) => {
    const statement = await statementService.get(deps, userId, statementId);
    await requireMember(deps.db, userId, statement.entityId, 'submit');
    return deps.db.transaction(async (tx) => {
      const now = nowIso();
      const row = await shareRepo.revoke(tx, shareId, statementId, userId, now);
      if (!row) {
        if (!(await shareRepo.exists(tx, shareId, statementId)))
          throw new ApiError(404, 'NOT_FOUND', 'share_not_found');
        throw new ApiError(409, 'SHARE_REVOKED', 'share_revoked');
      }
      await audit(tx, {
        actor: userId,
        action: 'statement.share_revoked',
        subjectType: 'statement',
        subjectId: statementId,
        after: { share: row.id },
      });
      return shareView(row);
    });
  },

  /** What a share link shows: the accepted filing, or why not (unknown, revoked, no longer accepted). */
  open: async (deps: Deps, shareId: string) => {
    const row = await shareRepo.byId(deps.db, shareId);
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'share_not_found');
    if (row.revokedAt) throw new ApiError(410, 'SHARE_REVOKED', 'share_revoked');
    return statementService.publicFiling(deps, row.statementId);
  },
};
