export { ColorInput, type ColorInputProps, colorInputMessages } from './ColorInput';
export { type HexColorResult, type NormalizeHexColorOptions, normalizeHexColor } from './normalizeHexColor';
