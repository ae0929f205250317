import {
  Button,
  composeRenderProps,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  I18nProvider,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
  useLocale,
} from 'react-aria-components';
import { useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import { Icon } from '../Icon';
import { Popover } from '../Popover';
import { Calendar, calendarStrings } from './Calendar';
import * as styles from './DatePicker.css';

/**
 * Dates are typed month/day/year (placeholder mm/dd/yyyy) in both languages, as the specification asks;
 * the calendar in the popover speaks the interface language.
 */
export const dateEntryLocale = 'en-US';

export interface DatePickerProps<T extends DateValue = DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>,
    FieldProps {}

/** A date field (mm/dd/yyyy segments) with a calendar button and popover. Values are `@internationalized/date`. */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  const t = useUIStrings(calendarStrings);
  const { locale } = useLocale();
  return (
    <I18nProvider locale={dateEntryLocale}>
      <RACDatePicker {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
        <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
          <Group className={styles.group}>
            <DateInput className={styles.dateInput}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <Button className={styles.calendarButton} aria-label={t.openCalendar}>
              <Icon name="calendar" />
            </Button>
          </Group>
        </FieldParts>
        <I18nProvider locale={locale}>
          <Popover placement="bottom end">
            <Dialog aria-label={t.openCalendar}>
              <Calendar />
            </Dialog>
          </Popover>
        </I18nProvider>
      </RACDatePicker>
    </I18nProvider>
  );
}
