import * as statementEngine from '@dfr/statement-engine';
import type { AccountRecord } from './types';
import type {
  Bilingual,
  ChartAccount,
  ChartOfAccounts,
  Framework,
  ManualInput,
  PeriodKey,
  RatioValues,
  RenderingSection,
  StatementSet,
  StatementSettings,
  Taxonomy,
  TrialBalance,
} from '@dfr/statement-engine';

/**
 * The web app's one door to @dfr/statement-engine, typed by the engine's own contract (StatementSet, RenderingModel).
 * The functions are being built alongside the screens, so each is looked up at run time: a screen says "not available
 * yet" instead of breaking the build. Names follow the agreed interface (getTaxonomy, getDefaultChart,
 * buildStatements, buildFromManualInput, trialBalanceTemplate, demoTrialBalance, validate).
 */
type AnyFn = (...args: never[]) => unknown;
const engine = statementEngine as unknown as Record<string, AnyFn | undefined>;

function call<T>(name: string, ...args: unknown[]): T | undefined {
  const fn = engine[name] as ((...a: unknown[]) => T) | undefined;
  return typeof fn === 'function' ? fn(...args) : undefined;
}

export function engineHas(name: string): boolean {
  return typeof engine[name] === 'function';
}

const taxonomies = new Map<Framework, Taxonomy | undefined>();
export function getTaxonomy(framework: Framework): Taxonomy | undefined {
  if (!taxonomies.has(framework)) {
    try {
      taxonomies.set(framework, call<Taxonomy>('getTaxonomy', framework));
    } catch {
      taxonomies.set(framework, undefined);
    }
  }
  return taxonomies.get(framework);
}

export function getDefaultChart(framework: Framework): ChartOfAccounts | undefined {
  try {
    return call<ChartOfAccounts>('getDefaultChart', framework) ?? call<ChartOfAccounts>('defaultChart', framework);
  } catch {
    return undefined;
  }
}

export const RATIO_IDS: (keyof RatioValues)[] = [
  'currentRatio',
  'quickRatio',
  'returnOnCapitalEmployed',
  'grossProfitMargin',
  'netProfitMargin',
  'debtToEquity',
  'revenueGrowth',
];

/** Reads a statement set from the API (`/computed`), whatever its envelope. */
export function asStatementSet(body: unknown): StatementSet | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const set = (b.statements ?? b.statementSet ?? b.computed ?? b) as Partial<StatementSet>;
  return set.rendering && Array.isArray(set.rendering.sections) ? (set as StatementSet) : undefined;
}

/** Inputs the browser can recompute from: the committed trial balance or the typed figures. */
export interface ComputeInputs {
  settings: StatementSettings;
  trialBalance?: TrialBalance;
  manualInput?: ManualInput;
  chart?: ChartOfAccounts;
}

/**
 * Builds the statements in the browser for instant feedback (the server's computation is the one saved).
 * Returns undefined when the engine cannot build from these inputs (yet).
 */
export function buildInBrowser(inputs: ComputeInputs): StatementSet | undefined {
  try {
    if (inputs.trialBalance && inputs.trialBalance.length > 0) {
      return call<StatementSet>('buildStatements', {
        settings: inputs.settings,
        trialBalance: inputs.trialBalance,
        chart: inputs.chart ?? getDefaultChart(inputs.settings.framework),
      });
    }
    if (inputs.manualInput) {
      return call<StatementSet>('buildStatements', {
        settings: inputs.settings,
        manualInput: inputs.manualInput,
        chart: inputs.chart ?? getDefaultChart(inputs.settings.framework),
      });
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The template for a trial-balance import, as the engine writes it (CSV). */
export function trialBalanceTemplateCsv(): string | undefined {
  try {
    const template = call<unknown>('trialBalanceTemplate', 'csv') ?? call<unknown>('trialBalanceTemplateCsv');
    return typeof template === 'string' ? template : undefined;
  } catch {
    return undefined;
  }
}

/** The sections of one part of the statements (e.g. every `notes` network). */
export function sectionsOf(set: StatementSet | undefined, section: RenderingSection['section']): RenderingSection[] {
  return set?.rendering.sections.filter((s) => s.section === section) ?? [];
}

export function columnYear(set: StatementSet, key: PeriodKey): string {
  const range = key === 'current' ? set.periods.current : set.periods.comparative;
  return range?.end.slice(0, 4) ?? '';
}

export type { Bilingual };

/** An account of the entity's chart (as the API stores it) in the engine's chart terms. */
export function toChartAccount(a: AccountRecord): ChartAccount {
  return {
    code: a.code,
    nameEn: a.nameEn,
    nameKh: a.nameKh,
    ...(a.parentCode ? { parentCode: a.parentCode } : {}),
    accountType: a.accountType as ChartAccount['accountType'],
    concept: a.concept ?? '',
    balanceType: a.balance,
    periodType: a.periodType,
    mandatory: Boolean(a.mandatory),
    ...(a.documentationEn || a.documentationKh
      ? { documentation: { en: a.documentationEn ?? '', kh: a.documentationKh ?? a.documentationEn ?? '' } }
      : {}),
  };
}
