import type { Deps } from '../context';
import { onOneInstance } from '../leases';

/**
 * With DFR_NBC_RATES_URL set, the national bank's publication is fetched on start and every DFR_NBC_RATES_HOURS; a
 * failed fetch is logged and leaves the rates as they are (the next run tries again). With several API instances one
 * of them fetches. Returns a stop function.
 */
export function startNbcSchedule(
  deps: Deps,
  /** One fetch and import of the publication as the system (`rateService.fetchNbc`, passed in by the caller). */
  fetchNbc: () => Promise<{ added: number; updated: number }>,
  log: (line: string) => void = console.log,
): () => void {
  if (!deps.env.DFR_NBC_RATES_URL) return () => undefined;
  const run = async () => {
    try {
      const r = await fetchNbc();
      log(`Exchange rates: ${r.added} added, ${r.updated} updated from the national bank's publication.`);
    } catch (e) {
      log(`Exchange rates: the national bank's publication was not imported (${e instanceof Error ? e.message : e}).`);
    }
  };
  // One instance fetches (the lease `rates.nbc`), on start and then every DFR_NBC_RATES_HOURS.
  return onOneInstance(deps.db, 'rates.nbc', deps.instanceId, deps.env.DFR_NBC_RATES_HOURS * 3_600_000, run, {
    atStart: true,
    log,
  });
}
