export { type TabItem, Tabs, type TabsProps, tabsMessages } from './Tabs';
