export { countCodePoints } from './countCodePoints';
export { TextField, type TextFieldProps } from './TextField';
