export { MANUAL_LINK_LABEL, NEW_TAB_NOTICE, PageHeader, type PageHeaderProps } from './PageHeader';
