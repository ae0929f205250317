import * as engine from '@dfr/statement-engine';
import type { ChartAccount, Framework } from '@dfr/statement-engine';

/**
 * The API's one door to @dfr/statement-engine. Every accounting rule lives in the engine; this module only picks
 * the engine's functions. Functions that another engineer is still building are looked up by name, so the API
 * works (answering "not available yet") before they land and uses them as soon as they do.
 */
type AnyFn = (...args: never[]) => unknown;
const lib = engine as unknown as Record<string, AnyFn | undefined>;

export function engineFn<F extends AnyFn>(...names: string[]): F | undefined {
  for (const name of names) if (typeof lib[name] === 'function') return lib[name] as F;
  return undefined;
}

/** The framework's default chart of accounts (empty until the engine provides it). */
export function defaultChartAccounts(framework: Framework): ChartAccount[] {
  const fn = engineFn<(f: Framework) => { accounts: ChartAccount[] } | ChartAccount[]>(
    'getDefaultChart',
    'defaultChart',
    'defaultChartOfAccounts',
  );
  if (!fn) return [];
  const chart = fn(framework);
  return Array.isArray(chart) ? chart : chart.accounts;
}
