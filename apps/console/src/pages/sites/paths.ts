import { PAGES_ROUTES } from '@console/contract/pages';

type RouteName = (typeof PAGES_ROUTES)[number]['name'];
const pathOf = (name: RouteName) => PAGES_ROUTES.find((route) => route.name === name)?.path ?? '/';

/** The site screens' addresses, from the contract's route table. */
export const siteListPath = () => pathOf('SiteListPage');
export const siteSettingsPath = (id: number) => pathOf('SiteSettingsPage').replace(':id', String(id));
export const sitePageEditPath = (id: number) => pathOf('SitePageEditPage').replace(':id', String(id));
