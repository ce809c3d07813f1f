export {
  BREADCRUMB_LABEL,
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from './Breadcrumb';
