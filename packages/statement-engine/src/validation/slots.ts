/**
 * An unused slot of a small list made with room for two entries (a concept's periods in the fact index, its printed
 * amounts in `reportedFacts`): a year and its comparative, nearly every concept. The second entry fills the slots
 * instead of growing the array (a push grows a two-slot array to nineteen slots).
 */
export const EMPTY: unique symbol = Symbol('empty');
