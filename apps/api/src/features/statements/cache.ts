// The statements' two caches: the rows (checked against the database's version on every read) and the engine's
// statements built from a row (one per statement version).
import { createHash } from 'node:crypto';
import { buildStatements, rerender, type StatementSet } from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { ApiError } from '../../http/errors';
import { type StatementRow, statementRepo } from './repository';
import { engineInput } from './engine-input';

/*
 * Reads of a statement are the hottest path. A row is cached per id together with its version; each read first
 * asks the database for the current version only (one narrow query), so the cache is never stale, also with
 * several API processes on one database.
 */
const rowCache = new Map<string, { row: StatementRow }>();
const ROW_CACHE_LIMIT = 2000;

/** The statement's row as it is now (from the cache when its version is still the database's). */
export async function currentRow(deps: Deps, statementId: string) {
  const version = await statementRepo.versionOf(deps.db, statementId);
  if (version === undefined) return undefined;
  const hit = rowCache.get(statementId);
  if (hit && hit.row.version === version) return hit;
  const row = await statementRepo.byId(deps.db, statementId);
  if (!row) return undefined;
  if (rowCache.size >= ROW_CACHE_LIMIT) rowCache.delete(rowCache.keys().next().value!);
  const entry = { row };
  rowCache.set(statementId, entry);
  return entry;
}

// ---- computed statements, cached per statement version --------------------------------------------------------

/**
 * What `GET /api/statements/:id/computed` answers (and a share link's `computed`): the engine's statements with the
 * statement's id and version. Served from the cached JSON, so the route declares this type for the typed client.
 */
export type ComputedStatements = StatementSet & { statementId: string; statementVersion: number };

export interface CacheEntry {
  version: number;
  json: string;
  /** The JSON gzipped, made on the first request that accepts gzip (75 KB of JSON is about a tenth of that). */
  gzip?: Uint8Array<ArrayBuffer>;
  /** The JSON as UTF-8, made on the first request that does not (the Khmer text was encoded again at every answer). */
  utf8?: Uint8Array<ArrayBuffer>;
  set: StatementSet;
  /** A digest of what the set was built from, the rounding left out (see `computed`). */
  inputs?: string;
}
const computedCache = new Map<string, CacheEntry>();
const CACHE_LIMIT = 500;

/** The engine's statements for the row's current version (built once per version). */
export async function computed(deps: Deps, row: StatementRow): Promise<CacheEntry> {
  const hit = computedCache.get(row.id);
  if (hit && hit.version === row.version) return hit;
  const input = await engineInput(deps, row);
  if (!input.trialBalance.length && !input.manualInput) throw new ApiError(422, 'NO_FIGURES', 'no_figures');
  const { rounding, ...settings } = input.settings;
  const built = [settings, input.chart, input.trialBalance, input.manualInput, input.entity, input.notes, input.texts];
  const inputs = createHash('sha256').update(JSON.stringify(built)).digest('base64');
  let set: StatementSet;
  try {
    // A rounding preview (only the rounding changed) re-rounds the set already built instead of building it again.
    set =
      hit?.inputs === inputs
        ? rerender(hit.set, rounding)
        : buildStatements({
            settings: input.settings,
            chart: input.chart,
            ...(input.trialBalance.length ? { trialBalance: input.trialBalance } : {}),
            ...(input.manualInput ? { manual: input.manualInput } : {}),
            ...(input.entity ? { entity: input.entity } : {}),
            ...(input.notes ? { notes: input.notes } : {}),
            ...(input.texts ? { texts: input.texts } : {}),
          });
  } catch (e) {
    const messages = (e as { messages?: { en: string; kh: string }; code?: string }).messages;
    if (messages)
      throw new ApiError(422, 'ENGINE', 'validation_failed', undefined, undefined, {
        code: (e as { code?: string }).code,
        message: messages,
      });
    throw e;
  }
  const entry = {
    version: row.version,
    set,
    inputs,
    json: JSON.stringify({ ...set, statementId: row.id, statementVersion: row.version } satisfies ComputedStatements),
  };
  if (computedCache.size >= CACHE_LIMIT) computedCache.delete(computedCache.keys().next().value!);
  computedCache.set(row.id, entry);
  return entry;
}

/** Forgets the statement's computed statements (after a write: the next read builds them again, or re-rounds them). */
export function forgetComputed(statementId: string) {
  const entry = computedCache.get(statementId);
  // Never served again (no version is −1); kept only so that a change of the rounding alone can re-round its set.
  if (entry) computedCache.set(statementId, { version: -1, json: '', set: entry.set, inputs: entry.inputs });
}
