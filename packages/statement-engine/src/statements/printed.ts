/** The printed amounts of a statement set: every selected network rounded to the rounding level, year by year. */
import type { DateRange, Network, RoundingLevel, Taxonomy } from '../model/types';
import { periodKey, previousPeriod } from '../periods';
import { roundingUnit, roundNetwork } from '../rounding';

/** Unrounded or rounded values per fact period (`periodKey`), then per concept. */
export type ValuesByPeriod = Map<string, Map<string, number>>;

/** The statement networks of a set (as `selectedNetworks` gives them) and its breakdown notes. */
export interface PrintedNetworks {
  sfp: Network;
  pl: Network;
  cf: Network;
  soce: Network;
  breakdowns: readonly Network[];
}

/** One year to round: its period, and whether its cash flows and changes in equity are computed. */
export interface PrintedYear {
  period: DateRange;
  hasFlows: boolean;
}

/** A breakdown note of balances (its lines are instants) rather than of the year's flows. */
export const isInstantNetwork = (taxonomy: Taxonomy, network: Network) =>
  taxonomy.concepts[network.calculations[0]!.parent]?.periodType === 'instant';

/** The map of one period in a store, made when missing. */
export function periodMap(store: ValuesByPeriod, key: string): Map<string, number> {
  let map = store.get(key);
  if (!map) {
    map = new Map();
    store.set(key, map);
  }
  return map;
}

/**
 * Rounds every network of every year (oldest first: a year's cash flows and changes in equity start from the year
 * before's printed balances). Figures shared by statements are rounded once: the financial position and profit or
 * loss first, their breakdown notes share out the printed line, then changes in equity and cash flows.
 */
export function printedAmounts(
  taxonomy: Taxonomy,
  networks: PrintedNetworks,
  years: readonly PrintedYear[],
  values: ValuesByPeriod,
  rounding: RoundingLevel,
): ValuesByPeriod {
  const { sfp, pl, cf, soce } = networks;
  const unit = roundingUnit(rounding);
  const rounded: ValuesByPeriod = new Map();
  for (const year of years) {
    const atEnd = periodMap(values, periodKey({ instant: year.period.end }));
    const during = periodMap(values, periodKey(year.period));
    const roundedEnd = periodMap(rounded, periodKey({ instant: year.period.end }));
    const roundedDuring = periodMap(rounded, periodKey(year.period));
    roundNetwork(sfp.calculations, atEnd, roundedEnd, unit);
    roundNetwork(pl.calculations, during, roundedDuring, unit);
    // A note's parts share out the line's printed amount.
    for (const b of networks.breakdowns) {
      if (isInstantNetwork(taxonomy, b)) roundNetwork(b.calculations, atEnd, roundedEnd, unit);
      else roundNetwork(b.calculations, during, roundedDuring, unit);
    }
    if (year.hasFlows) {
      const start = rounded.get(periodKey({ instant: previousPeriod(year.period).end }))!;
      const change = (concept: string) => (roundedEnd.get(concept) ?? 0) - (start.get(concept) ?? 0);
      roundedDuring.set('ifrs-full:ChangesInEquity', change('ifrs-full:Equity'));
      roundedDuring.set(
        'ifrs-full:IncreaseDecreaseInCashAndCashEquivalents',
        change('ifrs-full:CashAndCashEquivalents'),
      );
      roundNetwork(soce.calculations, during, roundedDuring, unit);
      roundNetwork(cf.calculations, during, roundedDuring, unit);
    }
  }
  return rounded;
}

/**
 * The unrounded financial position at the end of `prior` (non-zero lines of the financial-position network): the
 * comparative year's cash flows and changes in equity start from its printed cash and equity, so `rerender` needs it.
 */
export function openingBalancesOf(
  networks: PrintedNetworks,
  values: ValuesByPeriod,
  prior: DateRange,
): Record<string, number> {
  const atEnd = values.get(periodKey({ instant: prior.end }));
  const opening: Record<string, number> = {};
  for (const arc of networks.sfp.calculations) {
    for (const concept of [arc.parent, arc.child]) {
      const value = atEnd?.get(concept);
      if (value !== undefined && value !== 0) opening[concept] = value;
    }
  }
  return opening;
}
