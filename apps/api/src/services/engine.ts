import * as engine from '@dfr/statement-engine';
import type { ChartAccount, Framework } from '@dfr/statement-engine';

/**
 * The API's one door to @dfr/statement-engine. Every accounting rule lives in the engine. Engine II's functions
 * (validation, XBRL) are looked up by name while it is being built, so the API answers "not available yet" before
 * they are exported and uses them as soon as they are.
 */
type AnyFn = (...args: never[]) => unknown;
const lib = engine as unknown as Record<string, AnyFn | undefined>;

export function engineFn<F extends AnyFn>(...names: string[]): F | undefined {
  for (const name of names) if (typeof lib[name] === 'function') return lib[name] as F;
  return undefined;
}

/** The framework's default chart of accounts. */
export function defaultChartAccounts(framework: Framework): ChartAccount[] {
  return engine.defaultChart(framework).accounts;
}
