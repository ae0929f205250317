// What the engine is given for one statement row: its settings, the entity, the chart, the figures, notes and texts.
import { defaultChart, type EntityInfo, type StatementSettings, toTrialBalanceLine } from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { accountRepo } from '../accounts/repository';
import { entityRepo } from '../entities/repository';
import { type StatementRow, statementDataRepo } from './repository';
import { ENTITY_CHART_FRAMEWORK, statementSettingsSchema } from '@dfr/forms/rules';
import { toChartAccount } from '../accounts/service';

/** The settings' fields: @dfr/forms' `statementSettingsSchema` (the one list; the web and the API validate with it). */
const SETTINGS_FIELDS = Object.keys(statementSettingsSchema.shape) as (keyof StatementSettings)[];

/**
 * The row's settings as the engine's `StatementSettings` (nulls dropped): the one place the columns become settings;
 * the API answers a statement with them (`publicStatement`), so no client rebuilds them.
 */
export function settingsOf(row: StatementRow): StatementSettings {
  const settings: Partial<Record<keyof StatementSettings, unknown>> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = (row as Partial<Record<keyof StatementSettings, unknown>>)[field];
    if (value !== null && value !== undefined) settings[field] = value;
  }
  return settings as StatementSettings;
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
