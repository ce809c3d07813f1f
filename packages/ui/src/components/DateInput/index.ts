export { DateInput, type DateInputProps, dateInputMessages } from './DateInput';
export { formatDate, isIsoDate, type ParseDateResult, parseJapaneseDate } from './parseJapaneseDate';
