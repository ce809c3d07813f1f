export { Field, type FieldControlProps, type FieldProps, REQUIRED_LABEL } from './Field';
