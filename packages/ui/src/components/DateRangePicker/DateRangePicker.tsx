import {
  type DateValue,
  DateRangePicker as RACDateRangePicker,
  type DateRangePickerProps as RACDateRangePickerProps,
} from 'react-aria-components';
import { RangeCalendar } from '../DatePicker/Calendar';
import { DateFieldShell, DateSegments, type PickerFieldProps, type WithFieldProps } from '../DatePicker/DateFieldShell';

export type DateRangePickerProps<T extends DateValue = DateValue> = WithFieldProps<RACDateRangePickerProps<T>>;

/** A start and end date (mm/dd/yyyy each) with a range calendar. */
export function DateRangePicker<T extends DateValue = DateValue>(props: DateRangePickerProps<T>) {
  return (
    <DateFieldShell
      field={props as PickerFieldProps}
      inputs={
        <>
          <DateSegments slot="start" />
          <span aria-hidden="true">–</span>
          <DateSegments slot="end" />
        </>
      }
      calendar={<RangeCalendar />}
      root={(content, picker) => (
        <RACDateRangePicker {...(picker as RACDateRangePickerProps<T>)}>{content}</RACDateRangePicker>
      )}
    />
  );
}
