import type { Framework } from '@dfr/statement-engine';
import { useLang } from '@dfr/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { getTaxonomy } from './engine';
import { pick } from './format';
import { useCurrentEntity } from '../entities/EntityContext';
import { type Computed, getComputed, getStatement, getValidation, listStatements } from './api';
import type { StatementRecord, ValidationResult } from './types';

export function useStatements(entityId: string | undefined) {
  return useSWR<StatementRecord[]>(entityId ? ['statements', entityId] : null, () => listStatements(entityId!));
}

export function useStatement(statementId: string | undefined) {
  return useSWR<StatementRecord>(statementId ? ['statement', statementId] : null, () => getStatement(statementId!));
}

export function useComputed(statementId: string | undefined, version: number | undefined) {
  // Keeps showing the previous computation while the new version's loads (no flicker after each save).
  return useSWR<Computed>(statementId ? ['computed', statementId, version] : null, () => getComputed(statementId!), {
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

/** The concepts an account may map to (monetary, not abstract) of a framework, by label in the reader's language. */
export function useMonetaryConcepts(framework: Framework | undefined) {
  const lang = useLang();
  const taxonomy = useMemo(() => (framework ? getTaxonomy(framework) : undefined), [framework]);
  return useMemo(
    () =>
      Object.values(taxonomy?.concepts ?? {})
        .filter((c) => !c.abstract && c.valueType === 'monetary')
        .sort((a, b) => pick(a.label, lang).localeCompare(pick(b.label, lang))),
    [taxonomy, lang],
  );
}
