export { Field, type FieldControlProps, type FieldProps, fieldLabelId, REQUIRED_LABEL } from './Field';
export { FieldIcon, InputWithButton, type InputWithButtonProps } from './InputWithButton';
export { type ReadResult, useCommittedText } from './useCommittedText';
