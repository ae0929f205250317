import type { InferResponseType } from 'hono/client';
import { api, call, callBlob, param } from '../../api/client';
import { useApi } from '../../api/hooks';
import { saveBlob } from '../statement/api';

/* The audit trail (issue 32): an entity's for its admins, every entity's for regulator staff; both as CSV. */
const ofEntity = api.api.entities[':entityId'].audit;
const ofDesk = api.api.regulator.audit;

export type EntityTrail = InferResponseType<typeof ofEntity.$get>;
export type AuditRow = EntityTrail['rows'][number];
export type TrailFilter = { statementId?: string; person?: string; entityId?: string };

/** Only the filters that are set, as the query's strings. */
function query(filter: TrailFilter, before?: number) {
  return Object.fromEntries(
    Object.entries({ ...filter, ...(before ? { before: String(before) } : {}) }).filter(([, v]) => v),
  ) as Record<string, string>;
}

export const useEntityTrail = (entityId: string | undefined, filter: TrailFilter, before?: number) =>
  useApi(
    entityId ? ['audit', entityId, filter, before] : null,
    async () => call(ofEntity.$get({ param: param({ entityId: entityId! }), query: query(filter, before) })),
    { keepPreviousData: true },
  );

export const useDeskTrail = (enabled: boolean, filter: TrailFilter, before?: number) =>
  useApi(
    enabled ? ['regulator', 'audit', filter, before] : null,
    async () => call(ofDesk.$get({ query: query(filter, before) })),
    { keepPreviousData: true },
  );

/** Downloads the filtered trail as CSV (headers in the reader's language), the entity's or the desk's. */
export const downloadTrail = async (entityId: string | undefined, filter: TrailFilter) =>
  saveBlob(
    await callBlob(
      entityId
        ? ofEntity.csv.$get({ param: param({ entityId }), query: query(filter) })
        : ofDesk.csv.$get({ query: query(filter) }),
    ),
    'audit-trail.csv',
  );
