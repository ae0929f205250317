import type { RoundingLevel, StatementSet } from '@dfr/statement-engine';
import { rerender } from '@dfr/statement-engine';

/**
 * The set shown while a rounding change is being saved: the server's set re-rounded by the engine (`rerender`), so the
 * preview is instant and keeps every section the server built (notes, texts) — it is not built again from the trial
 * balance. The server's own set once it is saved; the server's set as it is if the engine refuses (e.g. a set
 * without opening balances).
 */
export function previewSet(serverSet: StatementSet | undefined, rounding: RoundingLevel | undefined) {
  if (!serverSet || !rounding || rounding === serverSet.settings.rounding) return serverSet;
  try {
    return rerender(serverSet, rounding);
  } catch {
    return serverSet;
  }
}
