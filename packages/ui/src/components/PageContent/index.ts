export { PageContent, type PageContentProps } from './PageContent';
