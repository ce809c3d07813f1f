export {
  hourOptions,
  minuteOptions,
  type ParseTimeOptions,
  type ParseTimeResult,
  parseTime,
} from './parseTime';
export { TimeInput, type TimeInputProps, timeInputMessages } from './TimeInput';
