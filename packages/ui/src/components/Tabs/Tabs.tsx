import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { type ReactNode, useState } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export type TabsProps = RACTabsProps;
/** Tabs: a TabList of Tab and one TabPanel per tab (arrow keys move between tabs). */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, (c) => cx(styles.tabs, c))} />;
}

export type TabListProps<T extends object> = RACTabListProps<T>;
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={composeRenderProps(className, (c) => cx(styles.tabList, c))} />;
}

export type TabProps = RACTabProps;
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={composeRenderProps(className, (c) => cx(styles.tab, c))} />;
}

export type TabPanelProps = RACTabPanelProps;
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, (c) => cx(styles.tabPanel, c))} />;
}

/** One tab of a TabSet: its id, its label and its panel (a function: only the selected panel is built). */
export interface TabItem {
  id: string;
  label: ReactNode;
  panel: () => ReactNode;
}

export interface TabSetProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's id (controlled); an unknown or missing id selects the first tab. */
  selected?: string;
  /** Called with the id of the tab chosen; without `selected`, the set keeps the selection itself. */
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * Tabs from a list of items: the tab list (wrapping onto a second line rather than scrolling when the labels do not
 * fit, as long Khmer labels often do) and the selected tab's panel, built only while selected. A screen may keep
 * the selection elsewhere (in the URL, say) through `selected` and `onSelect`.
 */
export function TabSet({ label, tabs, selected, onSelect, className }: TabSetProps) {
  const [own, setOwn] = useState<string | undefined>(undefined);
  const wanted = selected ?? own;
  const current = tabs.find((t) => t.id === wanted) ?? tabs[0];
  return (
    <Tabs
      className={className}
      selectedKey={current?.id ?? null}
      onSelectionChange={(key) => {
        const id = String(key);
        if (selected === undefined) setOwn(id);
        onSelect?.(id);
      }}
    >
      <TabList aria-label={label} className={styles.tabListWrap}>
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
    </Tabs>
  );
}
