import { type FocusEvent, useEffect, useRef, useState } from 'react';
import {
  type DateValue,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { Calendar } from './Calendar';
import { DateFieldShell, DateSegments, type PickerFieldProps, type WithFieldProps } from './DateFieldShell';

export { dateEntryLocale } from './DateFieldShell';

export type DatePickerProps<T extends DateValue = DateValue> = WithFieldProps<RACDatePickerProps<T>> & {
  /**
   * Called when the focus leaves a date typed only in part (e.g. month and day, no year). The field says so itself
   * ("Complete the date…") and, controlled, also reports `null` through `onChange`; a form uses this to refuse the
   * save with a reason instead of saving an older or an empty date.
   */
  onIncomplete?: () => void;
};

export const dateFieldStrings = defineStrings({
  en: { incompleteDate: 'Complete the date: month, day and year (mm/dd/yyyy).' },
  kh: { incompleteDate: 'សូមបំពេញកាលបរិច្ឆេទឱ្យគ្រប់៖ ខែ ថ្ងៃ និងឆ្នាំ (mm/dd/yyyy)។' },
});

const keyOf = (v: DateValue | null | undefined) => (v ? v.toString() : '');

/**
 * What the field shows while the user types. A controlled parent may not be able to hold every value the field
 * passes on the way to the typed date (year 2 → 20 → 202 → 2026) and answer `null`; react-aria would then clear
 * every segment. The field keeps what was typed, and follows the parent only when the parent's value changes by
 * itself (a reset, a value loaded later), not in answer to the field's own change.
 */
function useTypedValue<T extends DateValue>(value: T | null | undefined, onChange?: (v: T | null) => void) {
  const [shown, setShown] = useState(value);
  const [parentKey, setParentKey] = useState(keyOf(value));
  const answering = useRef(false);
  useEffect(() => {
    answering.current = false;
  });
  if (keyOf(value) !== parentKey) {
    setParentKey(keyOf(value));
    if (!answering.current) setShown(value);
  }
  const change = (next: T | null, show = true) => {
    answering.current = true;
    if (show) setShown(next);
    onChange?.(next);
  };
  return [shown, change] as const;
}

/** A date field (mm/dd/yyyy segments) with a calendar button and popover. Values are `@internationalized/date`. */
export function DatePicker<T extends DateValue = DateValue>({ onIncomplete, ...props }: DatePickerProps<T>) {
  const t = useUIStrings(dateFieldStrings);
  const controlled = props.value !== undefined;
  const [shown, change] = useTypedValue<DateValue>(
    props.value,
    props.onChange as ((v: DateValue | null) => void) | undefined,
  );
  const [incomplete, setIncomplete] = useState(false);
  const onChange = (next: DateValue | null) => {
    setIncomplete(false);
    change(next);
  };
  /** Focus left the field: a date typed only in part is said, and is no date for the parent. */
  const onLeave = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    const segments = Array.from(event.currentTarget.querySelectorAll('[role="spinbutton"]'));
    const typed = segments.filter((s) => !s.hasAttribute('data-placeholder')).length;
    const partial = typed > 0 && typed < segments.length;
    setIncomplete(partial);
    if (!partial) return;
    if (controlled) change(null, false);
    onIncomplete?.();
  };
  const field = {
    ...props,
    ...(controlled ? { value: shown ?? null } : {}),
    onChange,
    ...(incomplete ? { isInvalid: true, errorMessage: t.incompleteDate } : {}),
  };
  return (
    <DateFieldShell
      field={field as PickerFieldProps}
      inputs={<DateSegments />}
      calendar={<Calendar />}
      onLeave={onLeave}
      root={(content, picker) => <RACDatePicker {...(picker as RACDatePickerProps<T>)}>{content}</RACDatePicker>}
    />
  );
}
