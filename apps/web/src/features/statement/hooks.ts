import useSWR from 'swr';
import { useCurrentEntity } from '../entities/EntityContext';
import { getComputed, getStatement, getValidation, listStatements } from './api';
import type { StatementRecord, ValidationResult } from './types';

export function useStatements(entityId: string | undefined) {
  return useSWR<StatementRecord[]>(entityId ? ['statements', entityId] : null, () => listStatements(entityId!));
}

export function useStatement(statementId: string | undefined) {
  return useSWR<StatementRecord>(statementId ? ['statement', statementId] : null, () => getStatement(statementId!));
}

export function useComputed(statementId: string | undefined, version: number | undefined) {
  // Keeps showing the previous computation while the new version's loads (no flicker after each save).
  return useSWR<unknown>(statementId ? ['computed', statementId, version] : null, () => getComputed(statementId!), {
    keepPreviousData: true,
  });
}

export function useValidation(statementId: string | undefined, refreshMs = 0) {
  return useSWR<ValidationResult | null>(
    statementId ? ['validation', statementId] : null,
    () => getValidation(statementId!),
    {
      refreshInterval: refreshMs,
    },
  );
}

/** The statement a screen works on: the route's id, else the latest statement of the current entity. */
export function useStatementFromRoute(routeId: string | undefined) {
  const { current: entity } = useCurrentEntity();
  const list = useStatements(routeId ? undefined : entity?.id);
  const latest = list.data ? [...list.data].sort((a, b) => b.reportingYear - a.reportingYear)[0] : undefined;
  const id = routeId ?? latest?.id;
  const statement = useStatement(id);
  return { id, entity, statement, noStatement: !routeId && list.data !== undefined && list.data.length === 0 };
}
