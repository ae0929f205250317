// What the engine is given for one statement row: its settings, the entity, the chart, the figures, notes and texts.
import { defaultChart, type EntityInfo, type StatementSettings, toTrialBalanceLine } from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { accountRepo } from '../accounts/repository';
import { defined } from '../../db/repository-base';
import { entityRepo } from '../entities/repository';
import { type StatementRow, statementDataRepo } from './repository';
import { ENTITY_CHART_FRAMEWORK } from '@dfr/forms/rules';
import { toChartAccount } from '../accounts/service';

/** The row's settings as the engine's `StatementSettings` (nulls dropped). */
export function settingsOf(row: StatementRow): StatementSettings {
  const s = defined({
    framework: row.framework,
    reportingYear: row.reportingYear,
    periodEnd: row.periodEnd,
    periodStart: row.periodStart ?? undefined,
    presentationCurrency: row.presentationCurrency,
    functionalCurrency: row.functionalCurrency,
    rounding: row.rounding,
    sfpType: row.sfpType,
    plType: row.plType,
    cashFlowType: row.cashFlowType,
    closingRate: row.closingRate ?? undefined,
    averageRate: row.averageRate ?? undefined,
    standard: row.standard ?? undefined,
    taxonomyType: row.taxonomyType ?? undefined,
    nature: row.nature ?? undefined,
    preparationMethod: row.preparationMethod ?? undefined,
    softwareUsed: row.softwareUsed ?? undefined,
    directorNameEn: row.directorNameEn ?? undefined,
    directorNameKh: row.directorNameKh ?? undefined,
    directorEmail: row.directorEmail ?? undefined,
    signingDate: row.signingDate ?? undefined,
    authorisationDate: row.authorisationDate ?? undefined,
    goingConcern: row.goingConcern ?? undefined,
    comparativeChange: row.comparativeChange ?? undefined,
    firstYearOfReporting: row.firstYearOfReporting ?? undefined,
    trueAndFairView: row.trueAndFairView ?? undefined,
    abilityToPayDebts: row.abilityToPayDebts ?? undefined,
    audited: row.audited ?? undefined,
    reportingLanguage: row.reportingLanguage ?? undefined,
  });
  return s as StatementSettings;
}

/** Everything the engine needs to build the statements of one statement row. */
export async function engineInput(deps: Deps, row: StatementRow) {
  const [entity, chartRows, tbRows, manualRows, notes, texts] = await Promise.all([
    entityRepo.byId(deps.db, row.entityId),
    accountRepo.list(deps.db, row.entityId),
    statementDataRepo.trialBalanceInOrder(deps.db, row.id),
    statementDataRepo.manualInputs(deps.db, row.id),
    statementDataRepo.notes(deps.db, row.id),
    statementDataRepo.texts(deps.db, row.id),
  ]);
  const current: Record<string, number> = {};
  const comparative: Record<string, number> = {};
  for (const m of manualRows) (m.year === row.reportingYear ? current : comparative)[m.concept] = m.value;
  return {
    settings: settingsOf(row),
    entity: entity
      ? { nameEn: entity.nameEn, nameKh: entity.nameKh, registrationNumber: entity.registrationNumber }
      : undefined,
    entityInfo: entity,
    // The entity's chart is the CRFRF chart (custom accounts added); other frameworks use the engine's default.
    chart:
      row.framework === ENTITY_CHART_FRAMEWORK
        ? { framework: row.framework, accounts: chartRows.map(toChartAccount) }
        : defaultChart(row.framework),
    trialBalance: tbRows.map(toTrialBalanceLine),
    manualInput: manualRows.length
      ? { current, ...(Object.keys(comparative).length ? { comparative } : {}) }
      : undefined,
    notes: notes ?? undefined,
    texts: texts ?? undefined,
  };
}

/** The entity row as the engine's `EntityInfo` (nulls dropped). */
export function entityInfoOf(row: NonNullable<Awaited<ReturnType<typeof entityRepo.byId>>>): EntityInfo {
  const { id: _i, createdBy: _c, createdAt: _a, updatedAt: _u, version: _v, eligible: _e, ...info } = row;
  return Object.fromEntries(Object.entries(info).filter(([, v]) => v !== null)) as unknown as EntityInfo;
}
