export {
  SELECT_LOADING_TEXT,
  SELECT_PLACEHOLDER,
  Select,
  type SelectOption,
  type SelectProps,
} from './Select';
