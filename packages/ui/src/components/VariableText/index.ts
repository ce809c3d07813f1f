export { type MessageSegment, tokenizeVariables, type VariableKind } from './tokenizeVariables';
export { VariableText, type VariableTextProps, variableTextMessages } from './VariableText';
