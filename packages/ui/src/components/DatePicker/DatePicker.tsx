import {
  type DateValue,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { Calendar } from './Calendar';
import { DateFieldShell, DateSegments, type PickerFieldProps, type WithFieldProps } from './DateFieldShell';

export { dateEntryLocale } from './DateFieldShell';

export type DatePickerProps<T extends DateValue = DateValue> = WithFieldProps<RACDatePickerProps<T>>;

/** A date field (mm/dd/yyyy segments) with a calendar button and popover. Values are `@internationalized/date`. */
export function DatePicker<T extends DateValue = DateValue>(props: DatePickerProps<T>) {
  return (
    <DateFieldShell
      field={props as PickerFieldProps}
      inputs={<DateSegments />}
      calendar={<Calendar />}
      root={(content, picker) => <RACDatePicker {...(picker as RACDatePickerProps<T>)}>{content}</RACDatePicker>}
    />
  );
}
