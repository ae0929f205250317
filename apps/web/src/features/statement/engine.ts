import {
  type Bilingual,
  buildStatements,
  type ChartContext,
  type ChartOfAccounts,
  chartContext,
  type ChartReadResult,
  defaultChart,
  type Framework,
  getTaxonomy as engineTaxonomy,
  type ManualInput,
  type MappingEvidence,
  type PeriodKey,
  readChart,
  type RenderingSection,
  type StatementSet,
  type StatementSettings,
  type Suggestion,
  suggestConcepts,
  type Taxonomy,
  type TrialBalance,
  trialBalanceTemplateCsv as engineTemplateCsv,
  trialBalanceTemplateXlsx as engineTemplateXlsx,
} from '@dfr/statement-engine';
import { ENTITY_CHART_FRAMEWORK } from '@dfr/forms/rules';
import { formatYear } from '../dashboard/format';
import type { AccountRecord } from './types';

/**
 * The web app's one door to @dfr/statement-engine: the same engine the API runs, here for instant feedback. Failures
 * (an invalid setting, say) become `undefined` so a screen falls back to the server's computation.
 */
const taxonomies = new Map<Framework, Taxonomy | undefined>();
export function getTaxonomy(framework: Framework): Taxonomy | undefined {
  if (!taxonomies.has(framework)) {
    try {
      taxonomies.set(framework, engineTaxonomy(framework));
    } catch {
      taxonomies.set(framework, undefined);
    }
  }
  return taxonomies.get(framework);
}

export function getDefaultChart(framework: Framework): ChartOfAccounts | undefined {
  try {
    return defaultChart(framework);
  } catch {
    return undefined;
  }
}

/**
 * The dry run of a chart file, before it is sent: the same reader the API imports with (the entity's chart is CRFRF's),
 * so the user sees what was read how (`mappings`) and what the server will refuse (`problems`). `undefined` when the
 * file cannot be read here at all (the server then says why).
 */
/** A chart file with concepts written into refused rows (the import dialog's one-click fixes), as CSV. */
export { fixChartFile } from '@dfr/statement-engine';

export function chartDryRun(
  data: Uint8Array | string,
  evidence: readonly MappingEvidence[] = [],
): ChartReadResult | undefined {
  try {
    return readChart(data, ENTITY_CHART_FRAMEWORK, undefined, { evidence });
  } catch {
    return undefined;
  }
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
 * Returns undefined when the engine cannot build from these inputs.
 */
export function buildInBrowser(inputs: ComputeInputs): StatementSet | undefined {
  try {
    if (inputs.trialBalance && inputs.trialBalance.length > 0) {
      return buildStatements({
        settings: inputs.settings,
        trialBalance: inputs.trialBalance,
        chart: inputs.chart ?? defaultChart(inputs.settings.framework),
      });
    }
    if (inputs.manualInput) return buildStatements({ settings: inputs.settings, manual: inputs.manualInput });
  } catch {
    return undefined;
  }
  return undefined;
}

/** The template for a trial-balance import, listing the entity's accounts (CSV). */
export function trialBalanceTemplateCsv(chart?: ChartOfAccounts, year?: number): string | undefined {
  try {
    return engineTemplateCsv({ ...(chart ? { chart } : {}), ...(year ? { year } : {}) });
  } catch {
    return undefined;
  }
}

/** The same template as an XLSX workbook. */
export function trialBalanceTemplateXlsx(chart?: ChartOfAccounts, year?: number): Uint8Array | undefined {
  try {
    return engineTemplateXlsx({ ...(chart ? { chart } : {}), ...(year ? { year } : {}) });
  } catch {
    return undefined;
  }
}

/** The sections of one part of the statements (e.g. every `notes` network). */
export function sectionsOf(set: StatementSet | undefined, section: RenderingSection['section']): RenderingSection[] {
  return set?.rendering.sections.filter((s) => s.section === section) ?? [];
}

/** The year of a column (the year its period ends in, as the trial balance's years are named); none without one. */
export function columnYearNumber(set: StatementSet, key: PeriodKey): number | undefined {
  const range = key === 'current' ? set.periods.current : set.periods.comparative;
  return range ? Number(range.end.slice(0, 4)) : undefined;
}

/** A column's year heading in the reader's digits (Khmer digits in Khmer, like the amounts under it). */
export function columnYear(set: StatementSet, key: PeriodKey, lang = 'en'): string {
  const year = columnYearNumber(set, key);
  return year === undefined ? '' : formatYear(year, lang);
}

export type { Bilingual, Suggestion };

/** What a chart's accounts say its entity does (issue 36), once per chart (the screen asks for every account). */
const contexts = new WeakMap<readonly AccountRecord[], ChartContext>();
function contextOf(chart: readonly AccountRecord[]): ChartContext {
  let context = contexts.get(chart);
  if (!context) {
    context = chartContext(chart, ENTITY_CHART_FRAMEWORK);
    contexts.set(chart, context);
  }
  return context;
}

/**
 * The mapping assistant for an account without a concept: the three most likely concepts (best first, each with its
 * reasons), the chart's mapped accounts remembered (an account of the same name suggests its concept first) and its
 * other accounts read for what the entity does (a trader's goods are merchandise, a maker's materials).
 */
export function suggestFor(
  account: AccountRecord,
  chart: readonly AccountRecord[],
  evidence: readonly MappingEvidence[] = [],
): Suggestion[] {
  try {
    const learned = chart.filter((a) => a.concept && a.code !== account.code);
    // The country's accepted filings (issue 36): a name five or more entities mapped the same way comes first.
    return suggestConcepts(account, ENTITY_CHART_FRAMEWORK, { learned, evidence, context: contextOf(chart) });
  } catch {
    return [];
  }
}
