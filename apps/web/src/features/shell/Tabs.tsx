import { Tab, TabList, TabPanel, Tabs as UITabs } from '@dfr/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tablist } from './shell.css';

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
      <TabList aria-label={label} className={tablist}>
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

/**
 * Tabs over a fixed list of ids with the selected one kept in the URL's `tab` parameter (replaced, no history entry;
 * a missing or unknown value selects the first). The screen gives each id its label and its panel.
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
    <Tabs
      label={label}
      selected={selected}
      onSelect={(id) => setParams({ tab: id }, { replace: true })}
      tabs={ids.map((id) => ({ id, label: labelOf(id), panel: () => panel(id) }))}
    />
  );
}
