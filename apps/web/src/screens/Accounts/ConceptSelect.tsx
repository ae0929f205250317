import { NativeSelect, type NativeSelectOption, type NativeSelectProps } from '@dfr/ui';
import { useState } from 'react';
import * as styles from './accounts.css';

/**
 * An account's line item. The full list (hundreds of concepts) is put into the select only when the user reaches for
 * it (pointer over it, focus, touch), before the platform opens it: a chart of a hundred accounts otherwise renders tens
 * of thousands of options, again on every update of the suggestions (issue 33, defect 12). Until then it holds the
 * account's own line item (or "not mapped"), so it reads and is sized as before.
 */
export function ConceptSelect({
  concept,
  items,
  labels,
  ...props
}: Omit<NativeSelectProps, 'items' | 'value' | 'size'> & {
  concept: string | null;
  items: readonly NativeSelectOption[];
  labels: ReadonlyMap<string, string>;
}) {
  const [full, setFull] = useState(false);
  const reach = () => setFull(true);
  const own = concept ? { id: concept, label: labels.get(concept) ?? concept } : undefined;
  const shown = full ? (own && !labels.has(own.id) ? [own, ...items] : items) : own ? [own] : [];
  return (
    <NativeSelect
      {...props}
      size="sm"
      className={styles.conceptSelect}
      value={concept ?? ''}
      items={shown}
      data-options={full ? 'all' : 'own'}
      onPointerEnter={reach}
      onPointerDown={reach}
      onTouchStart={reach}
      onFocus={reach}
    />
  );
}
