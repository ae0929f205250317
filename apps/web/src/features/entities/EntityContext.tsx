import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '../../api/client';
import { useEntities, useEntity } from '../../api/hooks';
import type { Entity, EntitySummary } from '../../api/types';
import { nameOf } from '../statement/format';

const STORAGE_KEY = 'dfr.entityId';

interface EntityState {
  entities: EntitySummary[] | undefined;
  /** The entity the user is working on (their choice, else the first). */
  current: Entity | undefined;
  setCurrentId: (id: string) => void;
  isLoading: boolean;
  error: ApiError | undefined;
  reload: () => Promise<unknown>;
}

const EntityContext = createContext<EntityState | null>(null);

function storedId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The signed-in user's entities and which one is current; the choice survives a reload. */
export function EntityProvider({ children }: { children: ReactNode }) {
  const { data, error, isLoading, mutate } = useEntities();
  const [currentId, setId] = useState<string | null>(storedId);
  const setCurrentId = useCallback((id: string) => {
    setId(id);
    try {
      localStorage.setItem(STORAGE_KEY, id);
    } catch {
      // storage unavailable: the choice lasts for this page
    }
  }, []);
  const listed = data?.find((e) => e.id === currentId) ?? data?.[0];
  // The list carries a few columns only; the current entity's every field comes from its own route.
  const full = useEntity(listed?.id);
  const current = useMemo(
    () => (listed ? ({ ...listed, ...(full.data?.id === listed.id ? full.data : {}) } as Entity) : undefined),
    [listed, full.data],
  );
  useEffect(() => {
    if (current && current.id !== currentId) setId(current.id);
  }, [current, currentId]);
  const value = useMemo<EntityState>(
    () => ({
      entities: data,
      current,
      setCurrentId,
      isLoading: isLoading || (!!listed && full.isLoading && !full.data),
      error,
      reload: () => Promise.all([mutate(), full.mutate()]),
    }),
    [data, current, listed, full, setCurrentId, isLoading, error, mutate],
  );
  return <EntityContext.Provider value={value}>{children}</EntityContext.Provider>;
}

export function useCurrentEntity(): EntityState {
  const state = useContext(EntityContext);
  if (!state) throw new Error('useCurrentEntity must be used inside EntityProvider');
  return state;
}

/** The entity's name in the user's language, falling back to the other language (the one `nameOf`). */
export const entityName: (entity: Pick<Entity, 'nameEn' | 'nameKh'> | undefined, lang: string) => string = nameOf;
