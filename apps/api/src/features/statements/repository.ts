import { FILED_STAGES, type NoteData, type StatementStage, type StatementTexts } from '@dfr/statement-engine';
import { and, asc, count, desc, eq, inArray, min, notInArray, sql } from 'drizzle-orm';
import {
  entities,
  manualInputs,
  memberships,
  noteData,
  statements,
  statementTexts,
  submissions,
  trialBalanceLines,
  validationResults,
} from '../../db/schema';
import { type DbOrTx, nowIso } from '../../db/repository-base';
import { refreshFiling, refreshYear } from '../desk/place.repository';

export type StatementRow = typeof statements.$inferSelect;
export type StatementInsert = typeof statements.$inferInsert;
/** What a write may change besides the stage (the stage has one writer: `moveStage`, through the transition). */
export type StatementPatch = Omit<Partial<StatementInsert>, 'stage'>;
/** A new statement's row: it starts in the schema's default stage, `draft`. */
export type StatementNew = Omit<StatementInsert, 'stage'>;

/** A patch that names the stage is a programming error: the stage is written by the transition only. */
function refuseStage(patch: object) {
  if (Object.hasOwn(patch, 'stage'))
    throw new Error("A statement's stage is written by the transition only (features/statements/transition.ts)");
}

/**
 * Rewrites the entity's earliest open (not filed) period end (`entities.open_period_end`, issue 32), from its
 * statements (a few, by the entity's unique index): one statement, in the caller's transaction. Every write that
 * adds a statement, moves its stage or changes its period end calls it, so the desk's overdue filter never reads the
 * statements.
 */
export async function refreshOpenPeriodEnd(db: DbOrTx, entityId: string) {
  const earliest = db
    .select({ end: min(statements.periodEnd) })
    .from(statements)
    .where(and(eq(statements.entityId, entityId), notInArray(statements.stage, [...FILED_STAGES])));
  await db
    .update(entities)
    .set({ openPeriodEnd: sql`(${earliest})` })
    .where(eq(entities.id, entityId));
}

/** The statement rows: reads, the versioned write and the code-attempt counter. */
export const statementRepo = {
  byId: async (db: DbOrTx, id: string) => (await db.select().from(statements).where(eq(statements.id, id)))[0],
  /** The statement's entity only (the realtime broker asks it on every subscription). */
  entityOf: async (db: DbOrTx, id: string) =>
    (await db.select({ entityId: statements.entityId }).from(statements).where(eq(statements.id, id)))[0],
  /** The row's version only (one narrow query: the row cache asks it before every read). */
  versionOf: async (db: DbOrTx, id: string) =>
    (await db.select({ version: statements.version }).from(statements).where(eq(statements.id, id)))[0]?.version,
  listForEntity: (db: DbOrTx, entityId: string) =>
    db.select().from(statements).where(eq(statements.entityId, entityId)).orderBy(desc(statements.reportingYear)),
  /** The id of the entity's statement of a year, if there is one. */
  idForYear: async (db: DbOrTx, entityId: string, reportingYear: number) =>
    (
      await db
        .select({ id: statements.id })
        .from(statements)
        .where(and(eq(statements.entityId, entityId), eq(statements.reportingYear, reportingYear)))
    )[0]?.id,
  /** A new statement: it starts in `draft`, the schema's default (its stage is written by `moveStage` only). */
  insert: async (db: DbOrTx, row: StatementNew) => {
    refuseStage(row);
    const created = (await db.insert(statements).values(row).returning())[0]!;
    await refreshOpenPeriodEnd(db, created.entityId);
    await refreshYear(db, created);
    return created;
  },
  /**
   * The one versioned write of the statement's other columns: the change and a new version, only while the row is
   * still at `version` (undefined otherwise). Never the stage: that is `moveStage`'s.
   */
  updateVersioned: async (db: DbOrTx, id: string, version: number, patch: StatementPatch) => {
    refuseStage(patch);
    const row = (
      await db
        .update(statements)
        .set({ ...patch, version: version + 1, updatedAt: nowIso() })
        .where(and(eq(statements.id, id), eq(statements.version, version)))
        .returning()
    )[0];
    if (row && (patch.periodEnd !== undefined || patch.entityId !== undefined))
      await refreshOpenPeriodEnd(db, row.entityId);
    // The compliance list's copy of the year (desk_years) follows its year, entity and period end.
    if (row && (patch.periodEnd !== undefined || patch.entityId !== undefined || patch.reportingYear !== undefined))
      await refreshYear(db, row);
    // The statistics' copy of a filed statement (desk_filings) follows its period end and submission time.
    if (row && (patch.periodEnd !== undefined || patch.submittedAt !== undefined || patch.reportingYear !== undefined))
      await refreshFiling(db, row);
    return row;
  },
  /**
   * The only write of a statement's stage (issue 31): `from` → `to` with the columns that change with it and a new
   * version, only while the row is still at `version` and in `from` (undefined otherwise). Called by
   * `features/statements/transition.ts` alone, which applies the lifecycle's rule first; the architecture check holds
   * both ends.
   */
  moveStage: async (
    db: DbOrTx,
    move: { id: string; version: number; from: StatementStage; to: StatementStage; at: string },
    patch: StatementPatch,
  ) => {
    refuseStage(patch);
    const row = (
      await db
        .update(statements)
        .set({ ...patch, stage: move.to, version: move.version + 1, updatedAt: move.at })
        .where(and(eq(statements.id, move.id), eq(statements.version, move.version), eq(statements.stage, move.from)))
        .returning()
    )[0];
    if (row) {
      await refreshOpenPeriodEnd(db, row.entityId);
      await refreshFiling(db, row);
      await refreshYear(db, row);
    }
    return row;
  },
  /** The statement's stage and version only. */
  stageOf: async (db: DbOrTx, id: string) =>
    (
      await db
        .select({ stage: statements.stage, version: statements.version })
        .from(statements)
        .where(eq(statements.id, id))
    )[0],
  /** Every statement's entity, year, stage and period end (the compliance view). */
  periods: (db: DbOrTx) =>
    db
      .select({
        entityId: statements.entityId,
        year: statements.reportingYear,
        stage: statements.stage,
        periodEnd: statements.periodEnd,
      })
      .from(statements),
  /**
   * Takes one attempt of an e-mailed code, atomically and only while the row is at `version` and attempts are left
   * (for an approval code, also counted in the statement's hour). Whether one was taken.
   */
  consumeAttempt: async (
    db: DbOrTx,
    id: string,
    version: number,
    column: 'editCodeAttempts' | 'approvalCodeAttempts',
    /** For an approval code: the tries the statement may take in its hour, every code together (issue 34). */
    triesPerWindow = Number.POSITIVE_INFINITY,
  ) =>
    (
      await db
        .update(statements)
        .set(
          column === 'approvalCodeAttempts'
            ? {
                approvalCodeAttempts: sql`${statements.approvalCodeAttempts} - 1`,
                approvalTriesInWindow: sql`${statements.approvalTriesInWindow} + 1`,
              }
            : { [column]: sql`${statements[column]} - 1` },
        )
        .where(
          and(
            eq(statements.id, id),
            eq(statements.version, version),
            sql`${statements[column]} > 0`,
            column === 'approvalCodeAttempts' && Number.isFinite(triesPerWindow)
              ? sql`${statements.approvalTriesInWindow} < ${triesPerWindow}`
              : undefined,
          ),
        )
        .returning({ id: statements.id })
    ).length > 0,
  /** The ids of the accepted statements of an industry and a year (the benchmarks' peers). */
  acceptedInIndustry: (db: DbOrTx, industry: string, reportingYear: number) =>
    db
      .select({ id: statements.id })
      .from(statements)
      .innerJoin(entities, eq(entities.id, statements.entityId))
      .where(
        and(
          eq(entities.industry, industry),
          eq(statements.reportingYear, reportingYear),
          eq(statements.stage, 'accepted'),
        ),
      ),
};

/** What belongs to a statement besides its row: figures typed in, note data, texts, validation results. */
export const statementDataRepo = {
  /** How many trial-balance lines each year has. */
  trialBalanceYears: (db: DbOrTx, statementId: string) =>
    db
      .select({ year: trialBalanceLines.year, lines: count() })
      .from(trialBalanceLines)
      .where(eq(trialBalanceLines.statementId, statementId))
      .groupBy(trialBalanceLines.year),
  /** The trial balance in file order (the engine's input). */
  trialBalanceInOrder: (db: DbOrTx, statementId: string) =>
    db
      .select()
      .from(trialBalanceLines)
      .where(eq(trialBalanceLines.statementId, statementId))
      .orderBy(asc(trialBalanceLines.row)),
  manualInputs: (db: DbOrTx, statementId: string) =>
    db.select().from(manualInputs).where(eq(manualInputs.statementId, statementId)),
  /** Sets one typed-in figure, or removes it (`null`). */
  putManualInput: async (db: DbOrTx, statementId: string, year: number, concept: string, value: number | null) => {
    const key = and(
      eq(manualInputs.statementId, statementId),
      eq(manualInputs.year, year),
      eq(manualInputs.concept, concept),
    );
    if (value === null) await db.delete(manualInputs).where(key);
    else
      await db
        .insert(manualInputs)
        .values({ statementId, year, concept, value })
        .onConflictDoUpdate({
          target: [manualInputs.statementId, manualInputs.year, manualInputs.concept],
          set: { value },
        });
  },
  notes: async (db: DbOrTx, statementId: string) =>
    ((await db.select().from(noteData).where(eq(noteData.statementId, statementId)))[0]?.data ??
      null) as NoteData | null,
  putNotes: async (db: DbOrTx, statementId: string, data: NoteData) => {
    await db
      .insert(noteData)
      .values({ statementId, data })
      .onConflictDoUpdate({ target: noteData.statementId, set: { data, updatedAt: nowIso() } });
  },
  texts: async (db: DbOrTx, statementId: string) =>
    ((await db.select().from(statementTexts).where(eq(statementTexts.statementId, statementId)))[0]?.data ??
      null) as StatementTexts | null,
  putTexts: async (db: DbOrTx, statementId: string, data: StatementTexts) => {
    await db
      .insert(statementTexts)
      .values({ statementId, data })
      .onConflictDoUpdate({ target: statementTexts.statementId, set: { data, updatedAt: nowIso() } });
  },
  /** Removes every figure and text of the statement (the `clear` command; call inside its transaction). */
  clear: async (db: DbOrTx, statementId: string) => {
    await db.delete(trialBalanceLines).where(eq(trialBalanceLines.statementId, statementId));
    await db.delete(manualInputs).where(eq(manualInputs.statementId, statementId));
    await db.delete(noteData).where(eq(noteData.statementId, statementId));
    await db.delete(statementTexts).where(eq(statementTexts.statementId, statementId));
  },
  latestValidation: async (db: DbOrTx, statementId: string) =>
    (
      await db
        .select()
        .from(validationResults)
        .where(eq(validationResults.statementId, statementId))
        .orderBy(desc(validationResults.createdAt))
        .limit(1)
    )[0] ?? null,
  insertValidation: async (db: DbOrTx, row: typeof validationResults.$inferInsert) => {
    await db.insert(validationResults).values(row);
  },
};

/** What the statements read of other records: members' e-mails, the entity's industry, the filing, the invoice. */
export const statementLinksRepo = {
  /** The e-mails the entity knows these users by (its memberships). */
  memberEmails: (db: DbOrTx, entityId: string, userIds: string[]) =>
    db
      .select({ userId: memberships.userId, email: memberships.email })
      .from(memberships)
      .where(and(eq(memberships.entityId, entityId), inArray(memberships.userId, userIds))),
  industryOf: async (db: DbOrTx, entityId: string) =>
    (await db.select({ industry: entities.industry }).from(entities).where(eq(entities.id, entityId)))[0]?.industry ??
    null,
  /** The statement's accepted submission, latest decision first. */
  acceptedSubmission: async (db: DbOrTx, statementId: string) =>
    (
      await db
        .select({ receiptNumber: submissions.receiptNumber, decidedAt: submissions.decidedAt })
        .from(submissions)
        .where(and(eq(submissions.statementId, statementId), eq(submissions.status, 'accepted')))
        .orderBy(desc(submissions.decidedAt))
    )[0],
};
