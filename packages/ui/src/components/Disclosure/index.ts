export { DISCLOSURE_SUMMARY, Disclosure, type DisclosureProps } from './Disclosure';
