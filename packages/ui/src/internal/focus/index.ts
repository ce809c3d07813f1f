export { firstField } from './firstField';
