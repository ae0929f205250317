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
