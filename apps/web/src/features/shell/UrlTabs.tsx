import { TabSet } from '@dfr/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * @dfr/ui's TabSet over a fixed list of ids with the selected one kept in the URL's `tab` parameter (replaced, no
 * history entry; a missing or unknown value selects the first). The screen gives each id its label and its panel.
 */
export function UrlTabs<Id extends string>({
  label,
  ids,
  labelOf,
  panel,
}: {
  label: string;
  ids: readonly [Id, ...Id[]];
  labelOf: (id: Id) => string;
  panel: (id: Id) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const selected = ids.find((x) => x === params.get('tab')) ?? ids[0];
  return (
    <TabSet
      label={label}
      selected={selected}
      onSelect={(id) => setParams({ tab: id }, { replace: true })}
      tabs={ids.map((id) => ({ id, label: labelOf(id), panel: () => panel(id) }))}
    />
  );
}
