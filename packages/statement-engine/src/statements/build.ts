/** Builds the statement set: facts, the rendering model and the ratios, for the current and comparative year. */
import { defaultChart } from '../chart';
import { translateAmounts } from '../currency';
import { InvalidSettingError } from '../errors';
import type {
  ChartOfAccounts,
  DateRange,
  EntityInfo,
  Fact,
  ManualInput,
  Network,
  NoteData,
  Period,
  StatementSet,
  StatementSettings,
  StatementTexts,
  Taxonomy,
  TrialBalance,
} from '../model/types';
import { CURRENCIES, FRAMEWORKS, PL_TYPES, ROUNDING_LEVELS, SFP_TYPES } from '../model/types';
import { computeRatios } from '../ratios';
import {
  baseFramework,
  DIVIDENDS,
  EQUITY_COMPONENTS,
  findNetwork,
  frameworkDefinition,
  getTaxonomy,
  isBreakdownNote,
  isFramework,
} from '../taxonomy';
import { conceptsOf } from '../taxonomy/networks';
import { type Amounts, amountsFromManualInput, amountsFromTrialBalance, profitOf, rollUp } from './amounts';
import { cashFlowLines, equityMovements } from './flows';
import { noteFacts } from './notes';
import { currentPeriod, periodKey, previousPeriod } from '../periods';
import type { YearFigures } from './figures';
import { isInstantNetwork, openingBalancesOf, periodMap, printedAmounts, type ValuesByPeriod } from './printed';
import { renderSections } from './render';

export interface BuildInput {
  settings: StatementSettings;
  /** The trial balance (whole amounts in the functional currency, one line per account per year). */
  trialBalance?: TrialBalance;
  /** The chart the trial balance's accounts belong to. @default the framework's default chart */
  chart?: ChartOfAccounts;
  /** Figures typed per concept, instead of a trial balance. */
  manual?: ManualInput;
  entity?: Pick<EntityInfo, 'nameEn' | 'nameKh' | 'registrationNumber'>;
  notes?: NoteData;
  texts?: StatementTexts;
}

function invalid(field: string, allowed: readonly string[], value: unknown): never {
  throw new InvalidSettingError(
    `invalid_${field}`,
    {
      en: `${field} must be one of ${allowed.join(', ')}, got "${String(value)}".`,
      kh: `${field} ត្រូវតែជាមួយក្នុងចំណោម ${allowed.join(', ')} ប៉ុន្តែទទួលបាន "${String(value)}"។`,
    },
    String(value),
  );
}

/** Checks the settings the build depends on; throws a bilingual `InvalidSettingError` naming the bad value. */
export function checkSettings(settings: StatementSettings): void {
  if (!isFramework(settings.framework)) invalid('framework', FRAMEWORKS, settings.framework);
  if (!CURRENCIES.includes(settings.presentationCurrency))
    invalid('presentationCurrency', CURRENCIES, settings.presentationCurrency);
  if (!CURRENCIES.includes(settings.functionalCurrency))
    invalid('functionalCurrency', CURRENCIES, settings.functionalCurrency);
  if (!ROUNDING_LEVELS.includes(settings.rounding)) invalid('rounding', ROUNDING_LEVELS, settings.rounding);
  if (!SFP_TYPES.includes(settings.sfpType)) invalid('sfpType', SFP_TYPES, settings.sfpType);
  if (!PL_TYPES.includes(settings.plType)) invalid('plType', PL_TYPES, settings.plType);
  currentPeriod(settings.periodEnd, settings.periodStart);
}

/** The networks a set of settings selects, in statement order. */
export function selectedNetworks(taxonomy: Taxonomy, settings: StatementSettings): Network[] {
  const ids = [`sfp-${settings.sfpType}`, `pl-${settings.plType}`, 'cf-indirect', 'soce'];
  return ids.map((id) => findNetwork(taxonomy, id)!);
}

/** Builds every statement for the current and (when its figures exist) the comparative year. */
export function buildStatements(input: BuildInput): StatementSet {
  const { settings } = input;
  checkSettings(settings);
  const taxonomy = getTaxonomy(settings.framework);
  const framework = settings.framework;
  // A framework defined outside the engine follows its base's statement rules (equity, cash flows).
  const rules = baseFramework(framework);
  const [sfp, pl, cf, soce] = selectedNetworks(taxonomy, settings) as [Network, Network, Network, Network];
  const positionAndResult = taxonomy.networks.filter(
    (n) => n.section === 'financialPosition' || n.section === 'profitOrLoss',
  );
  // Notes that break a line into parts: the parts are posted, the line is their sum (rolled up first).
  const breakdowns = taxonomy.networks.filter(isBreakdownNote);
  const isInstant = (network: Network) => isInstantNetwork(taxonomy, network);

  const current = currentPeriod(settings.periodEnd, settings.periodStart);
  const currentYear = Number(current.end.slice(0, 4));
  const manual = !input.trialBalance && input.manual !== undefined;
  let source: ReturnType<typeof amountsFromTrialBalance>;
  if (input.trialBalance) {
    if (!input.chart && frameworkDefinition(framework))
      throw new InvalidSettingError(
        'missing_chart',
        {
          en: `The framework ${framework} has no default chart of accounts: give its chart.`,
          kh: `ក្របខណ្ឌ ${framework} គ្មានតារាងគណនីលំនាំដើមទេ៖ សូមផ្តល់តារាងគណនីរបស់វា។`,
        },
        framework,
      );
    const chart = input.chart ?? defaultChart(framework);
    if (chart.framework !== framework) invalid('chart framework', [framework], chart.framework);
    source = amountsFromTrialBalance(input.trialBalance, chart, taxonomy);
  } else if (input.manual) {
    source = amountsFromManualInput(input.manual, framework, currentYear);
  } else {
    throw new InvalidSettingError('missing_figures', {
      en: 'Give a trial balance or manually typed figures.',
      kh: 'សូមផ្តល់តារាងតុល្យការ ឬតួលេខដែលបានវាយបញ្ចូលដោយដៃ។',
    });
  }

  const translating = settings.functionalCurrency !== settings.presentationCurrency;
  const figuresOf = (year: number, period: DateRange, isCurrent: boolean): YearFigures | undefined => {
    const posted = source.amounts.get(year);
    if (!posted) return undefined;
    let amounts: Amounts = posted;
    if (translating) {
      amounts = translateAmounts(posted, taxonomy, {
        closing: (isCurrent ? settings.closingRate : (settings.comparativeClosingRate ?? settings.closingRate))!,
        average: (isCurrent ? settings.averageRate : (settings.comparativeAverageRate ?? settings.averageRate))!,
        ...(settings.historicalRate !== undefined ? { historical: settings.historicalRate } : {}),
      });
    } else {
      amounts = new Map(posted);
    }
    if (!manual) {
      // A trial balance is taken before closing: the year's profit and dividends move into the reserve.
      const target = EQUITY_COMPONENTS[rules][0]!;
      const moved = profitOf(amounts, taxonomy) - (amounts.get(DIVIDENDS) ?? 0);
      amounts.set(target, (amounts.get(target) ?? 0) + moved);
    }
    return { year, period, values: rollUp(rollUp(amounts, breakdowns), positionAndResult) };
  };

  const comparativePeriod = previousPeriod(current);
  const priorPeriod = previousPeriod(comparativePeriod);
  const years: YearFigures[] = [];
  const thisYear = figuresOf(currentYear, current, true);
  if (!thisYear) {
    throw new InvalidSettingError(
      'no_current_year',
      {
        en: `The figures have no lines for ${currentYear}, the year of the period end ${current.end}.`,
        kh: `តួលេខគ្មានបន្ទាត់សម្រាប់ឆ្នាំ ${currentYear} ដែលជាឆ្នាំនៃកាលបរិច្ឆេទចុងគ្រា ${current.end} ទេ។`,
      },
      String(currentYear),
    );
  }
  const comparative = figuresOf(currentYear - 1, comparativePeriod, false);
  const prior = comparative ? figuresOf(currentYear - 2, priorPeriod, false) : undefined;
  // A first year of reporting with no prior year on file opens with nothing: its flows start from nil balances.
  const opening: YearFigures | undefined =
    !comparative && settings.firstYearOfReporting
      ? {
          year: currentYear - 1,
          period: comparativePeriod,
          // Nil, and printed as such: the opening cash and equity lines of its cash flows and changes in equity.
          values: new Map(
            [...conceptsOf([cf, soce])]
              .filter((c) => taxonomy.concepts[c]?.periodType === 'instant')
              .map((c) => [c, 0] as const),
          ),
        }
      : undefined;
  for (const [year, previous] of [
    [thisYear, comparative ?? opening],
    [comparative, prior],
  ] as const) {
    if (!year || !previous) continue;
    year.flows = new Map([
      ...cashFlowLines(rules, sfp, year.values, previous.values),
      ...equityMovements(rules, year.values, previous.values),
    ]);
    for (const [concept, value] of rollUp(year.flows, [cf])) year.flows.set(concept, value);
    year.flows.set('ifrs-full:ProfitLoss', year.values.get('ifrs-full:ProfitLoss') ?? 0);
  }
  if (prior) years.push(prior);
  if (opening) years.push(opening);
  if (comparative) years.push(comparative);
  years.push(thisYear);

  // Unrounded values by fact period, then the printed (rounded) ones.
  const values: ValuesByPeriod = new Map();
  for (const year of years) {
    const atEnd = periodMap(values, periodKey({ instant: year.period.end }));
    const during = periodMap(values, periodKey(year.period));
    for (const [concept, value] of year.values) {
      (taxonomy.concepts[concept]?.periodType === 'instant' ? atEnd : during).set(concept, value);
    }
    for (const [concept, value] of year.flows ?? []) during.set(concept, value);
  }
  const networks = { sfp, pl, cf, soce, breakdowns };
  const printedYears = years.map((y) => ({ period: y.period, hasFlows: y.flows !== undefined }));
  const rounded = printedAmounts(taxonomy, networks, printedYears, values, settings.rounding);

  const shown = years.filter((y) => y !== prior && y !== opening);
  const facts: Fact[] = [];
  const seen = new Set<string>();
  const push = (fact: Fact) => {
    const key = `${fact.concept}@${periodKey(fact.period)}@${fact.lang ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    facts.push(fact);
  };
  const monetary = (concept: string, period: Period, value: number) =>
    push({ concept, period, value, unit: settings.presentationCurrency });
  for (const year of shown) {
    const instant: Period = { instant: year.period.end };
    const duration: Period = { start: year.period.start, end: year.period.end };
    for (const concept of conceptsOf([sfp])) monetary(concept, instant, year.values.get(concept) ?? 0);
    for (const concept of conceptsOf([pl])) monetary(concept, duration, year.values.get(concept) ?? 0);
    for (const b of breakdowns) {
      for (const concept of conceptsOf([b]))
        monetary(concept, isInstant(b) ? instant : duration, year.values.get(concept) ?? 0);
    }
    if (year.flows) {
      const start: Period = { instant: previousPeriod(year.period).end };
      const before = values.get(periodKey(start))!;
      for (const network of [cf, soce]) {
        for (const concept of conceptsOf([network])) {
          const definition = taxonomy.concepts[concept]!;
          if (definition.periodType === 'instant') {
            monetary(concept, start, before.get(concept) ?? 0);
            monetary(concept, instant, year.values.get(concept) ?? 0);
          } else {
            monetary(concept, duration, year.flows.get(concept) ?? year.values.get(concept) ?? 0);
          }
        }
      }
    }
  }
  const currentDuration: Period = { start: current.start, end: current.end };
  for (const fact of noteFacts(taxonomy, settings, currentDuration, input.entity, input.notes, input.texts)) push(fact);

  const rendering = renderSections({
    taxonomy,
    settings,
    networks: [sfp, pl, cf, soce],
    breakdowns,
    years: printedYears.filter((_, i) => years[i] !== prior && years[i] !== opening),
    values,
    rounded,
    facts,
    hasNotes: input.notes !== undefined,
    hasTexts: input.texts !== undefined,
  });

  const set: StatementSet = {
    version: 1,
    settings,
    periods: comparative ? { current, comparative: comparativePeriod } : { current },
    facts,
    rendering,
    ratios: computeRatios(thisYear.values, comparative?.values),
  };
  if (input.entity) {
    set.entity = {
      nameEn: input.entity.nameEn,
      nameKh: input.entity.nameKh,
      registrationNumber: input.entity.registrationNumber,
    };
  }
  if (source.sources.size > 0) {
    set.sources = Object.fromEntries(
      [...source.sources]
        .sort(([a], [b]) => a.localeCompare(b))
        // The lists are this build's own (each code once): sorted in place.
        .map(([concept, codes]) => [concept, codes.sort()]),
    );
  }
  if (input.notes) set.notes = input.notes;
  if (input.texts) set.texts = input.texts;
  if (prior && comparative?.flows) set.openingBalances = openingBalancesOf(networks, values, prior.period);
  return set;
}
