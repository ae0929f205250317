export { Calendar, RangeCalendar } from './Calendar';
export { DatePicker, type DatePickerProps, dateEntryLocale, dateFieldStrings } from './DatePicker';
