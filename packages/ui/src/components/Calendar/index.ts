export { Calendar } from './Calendar';
export type { DateRange, InvalidReason } from './dates';
export { holidayName, holidaysLoaded, loadHolidays } from './holidays';
export type {
  CalendarCommonProps,
  CalendarMarker,
  CalendarMarkers,
  CalendarMarkerTooltip,
  CalendarMode,
  CalendarPreset,
  CalendarPresetValue,
  CalendarProps,
  CalendarValueProps,
} from './types';
