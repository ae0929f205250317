import { Tab, TabList, TabPanel, Tabs as UITabs } from '@dfr/ui';
import type { ReactNode } from 'react';

/** One tab: its id (kept in the URL by the screen), its label and its panel, built only while selected. */
export interface TabItem {
  id: string;
  label: string;
  panel: () => ReactNode;
}

/**
 * The app's tabs (settings, resources, the statement's parts) over @dfr/ui's (react-aria: arrow keys, Home/End, one
 * tab stop). The selected tab is controlled so a screen can keep it in the URL; only the selected panel is built.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  return (
    <UITabs selectedKey={current?.id} onSelectionChange={(key) => onSelect(String(key))}>
      <TabList aria-label={label} className="app-tablist">
        {tabs.map((t) => (
          <Tab key={t.id} id={t.id}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        <TabPanel key={t.id} id={t.id}>
          {t.id === current?.id ? t.panel() : null}
        </TabPanel>
      ))}
    </UITabs>
  );
}
