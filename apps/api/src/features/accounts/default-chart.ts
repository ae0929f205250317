import { type ChartAccount, defaultChart, type Framework } from '@dfr/statement-engine';

/** The framework's default chart of accounts (the engine's). */
export function defaultChartAccounts(framework: Framework): ChartAccount[] {
  return defaultChart(framework).accounts;
}
