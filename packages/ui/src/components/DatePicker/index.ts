export { DatePicker, type DatePickerProps, datePickerMessages } from './DatePicker';
export { formatPickerValue } from './formatPickerValue';
