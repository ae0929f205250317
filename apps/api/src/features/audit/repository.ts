import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { auditLog, entities, statements, userProfiles } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';

/** Which rows of the audit log: one entity's (an entity admin) or every entity's (regulator staff), narrowed. */
export interface AuditFilter {
  entityId?: string;
  statementId?: string;
  actor?: string;
  /** Keyset: rows older than this id (the log is append-only, so ids never move between pages). */
  before?: number;
}

function where(f: AuditFilter): SQL | undefined {
  return and(
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.statementId ? eq(auditLog.statementId, f.statementId) : undefined,
    f.actor ? eq(auditLog.actor, f.actor) : undefined,
    f.before ? lt(auditLog.id, f.before) : undefined,
  );
}

/** The audit trail's data access (issue 32): a page of rows, newest first, with who, which entity and which year. */
export const auditRepo = {
  page: (db: DbOrTx, filter: AuditFilter, limit: number) =>
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor: auditLog.actor,
        actorEmail: userProfiles.email,
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        before: auditLog.before,
        after: auditLog.after,
        entityId: auditLog.entityId,
        entityNameEn: entities.nameEn,
        entityNameKh: entities.nameKh,
        statementId: auditLog.statementId,
        reportingYear: statements.reportingYear,
      })
      .from(auditLog)
      .leftJoin(userProfiles, eq(userProfiles.id, auditLog.actor))
      .leftJoin(entities, eq(entities.id, auditLog.entityId))
      .leftJoin(statements, eq(statements.id, auditLog.statementId))
      .where(where(filter))
      .orderBy(desc(auditLog.id))
      .limit(limit),

  /** The people who appear in an entity's trail (the "person" filter's choices). */
  actorsOfEntity: (db: DbOrTx, entityId: string) =>
    db
      .selectDistinct({ id: auditLog.actor, email: userProfiles.email })
      .from(auditLog)
      .leftJoin(userProfiles, eq(userProfiles.id, auditLog.actor))
      .where(eq(auditLog.entityId, entityId)),

  /** An entity's statements (the "statement" filter's choices). */
  statementsOfEntity: (db: DbOrTx, entityId: string) =>
    db
      .select({ id: statements.id, reportingYear: statements.reportingYear })
      .from(statements)
      .where(eq(statements.entityId, entityId))
      .orderBy(desc(statements.reportingYear)),

  /** A user id by e-mail (regulator staff filter by a person's address). */
  userIdByEmail: async (db: DbOrTx, email: string) =>
    (await db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.email, email.toLowerCase())))[0]
      ?.id,
};
