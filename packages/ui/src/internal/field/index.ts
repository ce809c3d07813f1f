export { Field, type FieldControlProps, type FieldProps, fieldLabelId, REQUIRED_LABEL } from './Field';
