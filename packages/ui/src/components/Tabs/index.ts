export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  type TabItem,
  Tabs,
  TabSet,
  type TabSetProps,
  type TabsProps,
} from './Tabs';
