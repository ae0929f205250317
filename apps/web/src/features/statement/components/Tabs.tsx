import { TabList, TabPanel, Tab as UITab, Tabs as UITabs } from '@dfr/ui';
import type { Key, ReactNode } from 'react';
import { StatementUI } from './StatementUI';

export interface TabItem {
  id: string;
  label: string;
  content: () => ReactNode;
}

/** Builds a panel's content only when react-aria mounts the panel (the selected tab). */
function Lazy({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

/**
 * The statement's tabs on @dfr/ui's Tabs (react-aria: arrow keys, Home/End, one tab stop). Only the selected panel is
 * mounted, so a tab's content is computed when it is shown.
 */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
}: {
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const current = items.find((i) => i.id === selected) ?? items[0];
  return (
    <StatementUI>
      <UITabs selectedKey={current?.id} onSelectionChange={(key: Key) => onSelect(String(key))}>
        <TabList aria-label={label} items={items} className="dfr-tablist">
          {(item) => <UITab id={item.id}>{item.label}</UITab>}
        </TabList>
        {items.map((item) => (
          <TabPanel key={item.id} id={item.id}>
            <Lazy render={item.content} />
          </TabPanel>
        ))}
      </UITabs>
    </StatementUI>
  );
}
