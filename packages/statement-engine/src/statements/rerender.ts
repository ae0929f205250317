/** A built statement set at another rounding level, without building it again (a rounding preview). */
import { InvalidSettingError } from '../errors';
import type { Network, RoundingLevel, StatementSet } from '../model/types';
import { ROUNDING_LEVEL_LABELS } from '../document/words';
import { periodKey, previousPeriod } from '../periods';
import { conceptsOf } from '../taxonomy/networks';
import { getTaxonomy, isBreakdownNote } from '../taxonomy';
import { checkSettings, selectedNetworks } from './build';
import { type PrintedNetworks, type PrintedYear, periodMap, printedAmounts, type ValuesByPeriod } from './printed';
import { renderSections } from './render';

const ROUNDING_LEVEL_CONCEPT = 'ifrs-full:LevelOfRoundingUsedInFinancialStatements';

/**
 * The set as `buildStatements` would give it at `rounding`: the same facts (unrounded), ratios and sources; the
 * printed amounts rounded again, the rendering model drawn again and the level-of-rounding texts changed. Presentation
 * only, so it is much cheaper than a build. Throws a bilingual `InvalidSettingError` for an unknown level, and
 * `no_opening_balances` for a set whose comparative cash flows start from balances it does not carry.
 */
export function rerender(set: StatementSet, rounding: RoundingLevel): StatementSet {
  if (rounding === set.settings.rounding) return set;
  return drawFromFacts(set, rounding);
}

/**
 * The set's rendering drawn again from its facts at its own rounding level: what a consistent set already carries.
 * `checkRendering` compares the two, so a file whose facts were edited apart from its printed figures is refused.
 */
export function renderingFromFacts(set: StatementSet): StatementSet['rendering'] {
  return drawFromFacts(set, set.settings.rounding).rendering;
}

function drawFromFacts(set: StatementSet, rounding: RoundingLevel): StatementSet {
  const settings = { ...set.settings, rounding };
  checkSettings(settings);
  const taxonomy = getTaxonomy(settings.framework);
  const [sfp, pl, cf, soce] = selectedNetworks(taxonomy, settings) as [Network, Network, Network, Network];
  const breakdowns = taxonomy.networks.filter(isBreakdownNote);
  const networks: PrintedNetworks = { sfp, pl, cf, soce, breakdowns };

  // The unrounded figures the rounding reads are the set's monetary facts of the statements and their notes.
  const rounds = new Set(conceptsOf([sfp, pl, cf, soce, ...breakdowns]));
  const values: ValuesByPeriod = new Map();
  for (const fact of set.facts) {
    if (typeof fact.value !== 'number' || fact.unit !== settings.presentationCurrency) continue;
    if (!rounds.has(fact.concept)) continue;
    const map = periodMap(values, periodKey(fact.period));
    if (!map.has(fact.concept)) map.set(fact.concept, fact.value);
  }

  const { current, comparative } = set.periods;
  const years: PrintedYear[] = [];
  if (comparative) {
    const prior = previousPeriod(comparative);
    // Facts at the comparative period's start exist only when its cash flows and changes in equity were computed.
    const hasFlows = values.has(periodKey({ instant: prior.end }));
    if (hasFlows) {
      if (!set.openingBalances) {
        throw new InvalidSettingError('no_opening_balances', {
          en: 'These statements carry no opening balances to round again: build them again.',
          kh: 'របាយការណ៍ទាំងនេះគ្មានសមតុល្យដើមគ្រាសម្រាប់បង្គត់ម្តងទៀតទេ៖ សូមបង្កើតវាម្តងទៀត។',
        });
      }
      const atStart = periodMap(values, periodKey({ instant: prior.end }));
      for (const [concept, value] of Object.entries(set.openingBalances)) atStart.set(concept, value);
      years.push({ period: prior, hasFlows: false });
    }
    years.push({ period: comparative, hasFlows });
  }
  // A first year of reporting with no comparative: its flows start from nil balances (facts at its start exist).
  const openingStart = periodKey({ instant: previousPeriod(current).end });
  const firstYearFlows = !comparative && values.has(openingStart);
  if (firstYearFlows) years.push({ period: previousPeriod(current), hasFlows: false });
  years.push({ period: current, hasFlows: comparative !== undefined || firstYearFlows });

  const rounded = printedAmounts(taxonomy, networks, years, values, rounding);
  const facts = set.facts.map((fact) =>
    fact.concept === ROUNDING_LEVEL_CONCEPT && fact.lang
      ? { ...fact, value: ROUNDING_LEVEL_LABELS[rounding][fact.lang] }
      : fact,
  );
  const rendering = renderSections({
    taxonomy,
    settings,
    networks: [sfp, pl, cf, soce],
    breakdowns,
    years: years.slice(comparative ? -2 : -1),
    values,
    rounded,
    facts,
    hasNotes: set.notes !== undefined,
    hasTexts: set.texts !== undefined,
  });
  return { ...set, settings, facts, rendering };
}
