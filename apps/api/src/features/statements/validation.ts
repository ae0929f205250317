// Validation as a background job: the engine's rules over the built statements, the result kept, the stage moved.
import { validateStatements } from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { notFound } from '../../http/errors';
import { newId, nowIso } from '../../db/repository-base';
import { type StatementRow, statementDataRepo, statementRepo } from './repository';
import { registerJobKind, startJob } from '../jobs/service';
import { notify, publish } from '../notifications/service';
import { computed, currentRow, forgetComputed } from './cache';
import { engineInput, entityInfoOf } from './engine-input';
import { transition } from './transition';

/** Last year's statements of the same entity, when they exist and can be built (opening balances are checked). */
async function previousYear(deps: Deps, row: StatementRow) {
  const prevId = await statementRepo.idForYear(deps.db, row.entityId, row.reportingYear - 1);
  if (!prevId) return undefined;
  try {
    const entry = await currentRow(deps, prevId);
    return entry ? (await computed(deps, entry.row)).set : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Validation runs as a job of kind `validation`: from its row alone, so that if the instance that started it stops,
 * another instance takes it over (services/jobs.ts) and validates the statement as it is then.
 */
registerJobKind('validation', async (deps, job, progress) => {
  const row = job.statementId ? await statementRepo.byId(deps.db, job.statementId) : undefined;
  if (!row) throw notFound();
  return validateRow(deps, job.userId, row, progress);
});

export function startValidation(deps: Deps, userId: string, row: StatementRow) {
  return startJob(deps, { kind: 'validation', userId, statementId: row.id });
}

async function validateRow(
  deps: Deps,
  userId: string,
  row: StatementRow,
  progress: (p: number) => Promise<void>,
): Promise<{ genuine: number; possible: number; canFile: boolean }> {
  await progress(10);
  const { set } = await computed(deps, row);
  const input = await engineInput(deps, row);
  await progress(40);
  const previous = await previousYear(deps, row);
  const result = validateStatements({
    statements: set,
    ...(previous ? { previous } : {}),
    ...(input.entityInfo ? { entity: entityInfoOf(input.entityInfo) } : {}),
    ...(input.notes ? { notes: input.notes } : {}),
    ...(input.texts ? { texts: input.texts } : {}),
  });
  const errors = result.errors.map((e) => ({
    id: e.id,
    type: e.severity,
    message: e.message,
    title: e.title,
    elements: e.elements ?? [],
    section: e.section,
    // Where it is fixed: the statement settings' fields, or the note data's field (the results link there).
    ...(e.fields ? { fields: e.fields } : {}),
    ...(e.noteField ? { noteField: e.noteField } : {}),
  }));
  await progress(80);
  const genuine = errors.filter((e) => e.type === 'genuine').length;
  const possible = errors.length - genuine;
  await deps.db.transaction(async (tx) => {
    await statementDataRepo.insertValidation(tx, {
      id: newId(),
      statementId: row.id,
      statementVersion: row.version,
      genuineCount: genuine,
      possibleCount: possible,
      errors,
    });
    // Genuine errors keep the statement finalized; otherwise it becomes validated (if nobody changed it meanwhile).
    if (genuine === 0)
      await transition(tx, {
        statementId: row.id,
        command: 'validation-passed',
        actor: { id: userId, capabilities: ['system'] },
        expectedVersion: row.version,
        patch: { validatedBy: userId, validatedAt: nowIso() },
        audited: { before: { stage: row.stage }, after: { stage: 'validated' } },
        whenRefused: 'skip',
      });
    await notify(tx, userId, {
      kind: 'validation',
      messageKey: 'notification.validation_done',
      params: { year: row.reportingYear, genuine, possible },
      link: `/results_statement?id=${row.id}`,
    });
  });
  forgetComputed(row.id);
  publish(`statements/${row.id}/changed`, { statementId: row.id });
  return { genuine, possible, canFile: genuine === 0 };
}
