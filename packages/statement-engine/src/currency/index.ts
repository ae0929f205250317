/**
 * Currency: translation from the functional to the presentation currency (assets and liabilities at the closing
 * rate, income and expenses at the average rate, equity at historical rates, the difference to the translation
 * reserve), and the rate that applies on a date.
 */
import { InvalidSettingError } from '../errors';
import type { Currency, Framework, Taxonomy } from '../model/types';
import { EQUITY_COMPONENTS } from '../taxonomy';

export const TRANSLATION_RESERVE = 'ifrs-full:ReserveOfExchangeDifferencesOnTranslation';

/** Presentation units per functional unit. */
export interface TranslationRates {
  closing: number;
  average: number;
  /** For equity (opening balances and capital). @default average */
  historical?: number;
}

function checkRate(name: string, rate: number | undefined): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
    throw new InvalidSettingError(
      'invalid_rate',
      {
        en: `The ${name} rate must be a number above zero, got "${rate}".`,
        kh: `អត្រា${name === 'closing' ? 'ចុងគ្រា' : name === 'average' ? 'មធ្យម' : 'ប្រវត្តិសាស្ត្រ'} ត្រូវតែជាលេខធំជាងសូន្យ ប៉ុន្តែទទួលបាន "${rate}"។`,
      },
      String(rate),
    );
  }
  return rate;
}

/** Checks the rates and fills the historical rate. */
export function checkRates(rates: Partial<TranslationRates>): Required<TranslationRates> {
  const closing = checkRate('closing', rates.closing);
  const average = checkRate('average', rates.average);
  const historical = rates.historical === undefined ? average : checkRate('historical', rates.historical);
  return { closing, average, historical };
}

/**
 * Translates amounts by concept (whole functional units, positive in the concept's balance direction) into whole
 * presentation units. The translation reserve receives the difference, so what balanced still balances; an
 * imbalance in the functional currency is kept (translated at the closing rate) for validation to report.
 */
export function translateAmounts(
  amounts: ReadonlyMap<string, number>,
  taxonomy: Taxonomy,
  rates: TranslationRates,
): Map<string, number> {
  const { closing, average, historical } = checkRates(rates);
  const equity = new Set(EQUITY_COMPONENTS[taxonomy.framework as Framework]);
  const translated = new Map<string, number>();
  let imbalance = 0; // debit − credit, functional
  let translatedImbalance = 0; // debit − credit, presentation
  for (const [concept, amount] of amounts) {
    const definition = taxonomy.concepts[concept];
    const rate = definition?.periodType === 'duration' ? average : equity.has(concept) ? historical : closing;
    const value = Math.round(amount * rate) || 0;
    translated.set(concept, value);
    const sign = definition?.balance === 'credit' ? -1 : 1;
    imbalance += sign * amount;
    translatedImbalance += sign * value;
  }
  const difference = translatedImbalance - (Math.round(imbalance * closing) || 0);
  if (difference !== 0) translated.set(TRANSLATION_RESERVE, (translated.get(TRANSLATION_RESERVE) ?? 0) + difference);
  return translated;
}

/** A rate record: at least its date (ISO); a currency when the list mixes currencies. */
export interface DatedRate {
  date: string;
  currency?: Currency | string;
}

/**
 * The rate that applies on a date: the latest on or before it (weekends and holidays take the latest earlier
 * working day's rate). Optionally only one currency's rates. `undefined` when no rate is that old.
 */
export function rateOn<T extends DatedRate>(rates: readonly T[], date: string, currency?: string): T | undefined {
  let best: T | undefined;
  for (const rate of rates) {
    if (currency !== undefined && rate.currency !== currency) continue;
    if (rate.date <= date && (best === undefined || rate.date > best.date)) best = rate;
  }
  return best;
}
