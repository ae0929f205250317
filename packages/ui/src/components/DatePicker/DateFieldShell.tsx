import type { FocusEvent, ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  DateInput,
  type DatePickerProps,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  I18nProvider,
  useLocale,
} from 'react-aria-components';
import { useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import { Icon } from '../Icon';
import { Popover } from '../Popover';
import { calendarStrings } from './Calendar';
import * as styles from './DatePicker.css';

/**
 * Dates are typed month/day/year (placeholder mm/dd/yyyy) in both languages, as the specification asks;
 * the calendar in the popover speaks the interface language.
 */
export const dateEntryLocale = 'en-US';

/** One date typed in mm/dd/yyyy segments (`slot` "start"/"end" inside a range). */
export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/** A react-aria picker's props with the field's own (label, description, errorMessage) in place of children. */
export type WithFieldProps<PickerProps> = Omit<PickerProps, 'children'> & FieldProps;

/** The props of a date picker as the shell receives them: the field's own, and the react-aria picker's. */
export type PickerFieldProps = FieldProps & {
  isRequired?: boolean;
  className?: DatePickerProps<DateValue>['className'];
  [pickerProp: string]: unknown;
};

/**
 * What DatePicker and DateRangePicker share: label, help and error around the typed date(s) and a calendar button,
 * and the calendar in a popover. Typing is in `dateEntryLocale`; the calendar in the interface language.
 * `root` wraps the content in the react-aria picker (DatePicker or DateRangePicker) with the picker's own props.
 */
export function DateFieldShell({
  field: { label, description, errorMessage, className, ...picker },
  inputs,
  calendar,
  root,
  onLeave,
}: {
  field: PickerFieldProps;
  /** The focus left the typed date(s) or the calendar button. */
  onLeave?: (event: FocusEvent<HTMLElement>) => void;
  /** The typed date(s). */
  inputs: ReactNode;
  /** The calendar shown in the popover. */
  calendar: ReactNode;
  root: (content: ReactNode, pickerProps: Record<string, unknown>) => ReactNode;
}) {
  const t = useUIStrings(calendarStrings);
  const { locale } = useLocale();
  const pickerClassName = composeRenderProps(className, (c) => cx(fieldStyles.field, c));
  return (
    <I18nProvider locale={dateEntryLocale}>
      {root(
        <>
          <FieldParts
            label={label}
            description={description}
            errorMessage={errorMessage}
            isRequired={picker.isRequired}
          >
            <Group className={styles.group} {...(onLeave ? { onBlur: onLeave } : {})}>
              {inputs}
              <Button className={styles.calendarButton} aria-label={t.openCalendar}>
                <Icon name="calendar" />
              </Button>
            </Group>
          </FieldParts>
          <I18nProvider locale={locale}>
            <Popover placement="bottom end">
              <Dialog aria-label={t.openCalendar}>{calendar}</Dialog>
            </Popover>
          </I18nProvider>
        </>,
        { ...picker, className: pickerClassName },
      )}
    </I18nProvider>
  );
}
