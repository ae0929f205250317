import {
  type ChartAccount,
  type Framework,
  type ImportProblem,
  type ChartReadResult,
  type MappingEvidence,
  postableConcepts,
  type TableLimits,
} from '@dfr/statement-engine';
import { ENTITY_CHART_FRAMEWORK } from '@dfr/forms/rules';
import type { Deps } from '../../context';
import { conflict, importProblems, invalid, notFound, stale } from '../../http/errors';
import type { Upload } from '../../http/upload';
import { readChartOffThread } from '../../imports';
import { type AccountInsert, type AccountRow, accountRepo } from './repository';
import { audit, type DbOrTx, defined, insertUnique, newId } from '../../db/repository-base';
import { requireMember } from '../entities/access';
import { defaultChartAccounts } from './default-chart';
import { type StoredUpload, withKeptUpload } from '../uploads/service';
import type { AccountView } from './schemas';
import { capProblems, capWarnings, importProblemsError } from '../statements/trial-balance';

type AccountInput = Omit<AccountInsert, 'id' | 'entityId' | 'version' | 'createdAt' | 'updatedAt'>;

function fromChart(entityId: string, a: ChartAccount, custom: boolean): AccountInsert {
  return {
    id: newId(),
    entityId,
    code: a.code,
    nameEn: a.nameEn,
    nameKh: a.nameKh,
    parentCode: a.parentCode ?? null,
    accountType: a.accountType,
    concept: a.concept,
    balance: a.balanceType,
    periodType: a.periodType,
    documentationEn: a.documentation?.en ?? null,
    documentationKh: a.documentation?.kh ?? null,
    mandatory: a.mandatory,
    custom,
  };
}

/** The entity's chart in the engine's `ChartAccount` shape (what import and statements use). */
export function toChartAccount(row: AccountRow): ChartAccount {
  return {
    code: row.code,
    nameEn: row.nameEn,
    nameKh: row.nameKh,
    ...(row.parentCode ? { parentCode: row.parentCode } : {}),
    accountType: row.accountType as ChartAccount['accountType'],
    concept: row.concept ?? '',
    balanceType: row.balance,
    periodType: row.periodType,
    mandatory: row.mandatory,
    ...(row.documentationEn || row.documentationKh
      ? { documentation: { en: row.documentationEn ?? '', kh: row.documentationKh ?? '' } }
      : {}),
  };
}

/** An account as answered (`accounts/schemas.ts`): the engine's `ChartAccount`, whether the entity added it, its version. */
export function accountView(row: AccountRow): AccountView {
  return { ...toChartAccount(row), custom: row.custom, version: row.version };
}

/** Copies the framework's default chart into a new entity. */
export async function seedDefaultChart(tx: DbOrTx, entityId: string, framework: Framework) {
  const rows = defaultChartAccounts(framework).map((a) => fromChart(entityId, a, false));
  await accountRepo.insertMany(tx, rows);
}

/** The engine's rule: an account maps only to a concept that accounts can post to. */
function requirePostable(concept: string | null | undefined) {
  if (concept && !postableConcepts(ENTITY_CHART_FRAMEWORK).has(concept))
    throw invalid('unknown_concept', { concept: 'unknown_concept' });
}

export const accountService = {
  list: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    return accountRepo.list(deps.db, entityId);
  },
  add: async (deps: Deps, userId: string, entityId: string, input: AccountInput) => {
    await requireMember(deps.db, userId, entityId, 'prepare');
    requirePostable(input.concept);
    if (await accountRepo.byCode(deps.db, entityId, input.code)) throw conflict('account_exists', { code: input.code });
    return insertUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const row = await accountRepo.insert(tx, {
            ...(defined(input) as AccountInput),
            id: newId(),
            entityId,
            custom: true,
          });
          await audit(tx, {
            actor: userId,
            action: 'account.add',
            subjectType: 'account',
            subjectId: row.id,
            after: row,
          });
          return row;
        }),
      () => conflict('account_exists', { code: input.code }),
    );
  },
  /** Edits an account, including its concept mapping. */
  edit: async (
    deps: Deps,
    userId: string,
    entityId: string,
    code: string,
    patch: Partial<AccountInput> & { version: number },
  ) => {
    await requireMember(deps.db, userId, entityId, 'prepare');
    const before = await accountRepo.byCode(deps.db, entityId, code);
    if (!before) throw notFound();
    requirePostable(patch.concept);
    const { version, ...fields } = patch;
    return deps.db.transaction(async (tx) => {
      const after = await accountRepo.updateVersioned(tx, before.id, version, defined(fields));
      if (!after) throw stale();
      await audit(tx, {
        actor: userId,
        action: 'account.edit',
        subjectType: 'account',
        subjectId: before.id,
        before,
        after,
      });
      return after;
    });
  },
  /** 403 unless the user may change the entity's chart (checked before an upload is read). */
  requireEditor: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'prepare');
  },

  /**
   * Reads an uploaded chart (CSV or XLSX) in the engine's format; any problem → 422 listing every one. The accounts,
   * and the cells that begin like spreadsheet formulas (read as text; the first `MAX_PROBLEMS_SHOWN`).
   */
  parseChart: async (
    upload: Upload,
    limits: TableLimits = {},
    evidence: readonly MappingEvidence[] = [],
  ): Promise<{ accounts: ChartAccount[]; warnings: ImportProblem[]; warningsNotShown: number }> => {
    let result: ChartReadResult;
    try {
      // In the import worker: a large file never blocks the event loop. The country's accepted filings (issue 36)
      // come first among an unmapped account's suggestions.
      result = await readChartOffThread(
        upload.kind === 'csv' ? upload.text : upload.bytes,
        ENTITY_CHART_FRAMEWORK,
        limits,
        evidence,
      );
    } catch (e) {
      throw importProblemsError(e);
    }
    if (result.problems.length) throw importProblems('validation_failed', capProblems(result.problems));
    return { accounts: result.chart.accounts, ...capWarnings(result.warnings) };
  },

  /** Adds new accounts and updates existing ones from a parsed chart, in one transaction. */
  importChart: async (deps: Deps, userId: string, entityId: string, chart: ChartAccount[], upload?: Upload) => {
    await requireMember(deps.db, userId, entityId, 'prepare');
    // The file is kept with the import (who, when, SHA-256): stored first, its row written in the transaction.
    if (!upload) return importChartRows(deps, userId, entityId, chart);
    return withKeptUpload(deps, { entityId, kind: 'chart', upload, userId }, (stored) =>
      importChartRows(deps, userId, entityId, chart, stored),
    );
  },
};

/** The chart's rows written in one transaction (with the upload's row when there is a file). */
function importChartRows(deps: Deps, userId: string, entityId: string, chart: ChartAccount[], stored?: StoredUpload) {
  return deps.db.transaction(async (tx) => {
    const existing = new Map((await accountRepo.list(tx, entityId)).map((a) => [a.code, a]));
    let added = 0;
    let updated = 0;
    for (const a of chart) {
      const row = fromChart(entityId, a, true);
      const old = existing.get(a.code);
      if (old) {
        const { id: _id, entityId: _e, custom: _c, ...fields } = row;
        await accountRepo.overwrite(tx, old.id, old.version, fields);
        updated++;
      } else {
        await accountRepo.insert(tx, row);
        added++;
      }
    }
    await audit(tx, {
      actor: userId,
      action: 'account.import',
      subjectType: 'entity',
      subjectId: entityId,
      after: { added, updated },
    });
    await stored?.record(tx);
    return { added, updated };
  });
}
