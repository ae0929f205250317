import {
  Button,
  composeRenderProps,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  I18nProvider,
  DateRangePicker as RACDateRangePicker,
  type DateRangePickerProps as RACDateRangePickerProps,
  useLocale,
} from 'react-aria-components';
import { useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { RangeCalendar, calendarStrings } from '../DatePicker/Calendar';
import * as styles from '../DatePicker/DatePicker.css';
import { dateEntryLocale } from '../DatePicker/DatePicker';
import { FieldParts, type FieldProps, fieldStyles } from '../Field/Field';
import { Icon } from '../Icon';
import { Popover } from '../Popover';

export interface DateRangePickerProps<T extends DateValue = DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children'>,
    FieldProps {}

/** A start and end date (mm/dd/yyyy each) with a range calendar. */
export function DateRangePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps<T>) {
  const t = useUIStrings(calendarStrings);
  const { locale } = useLocale();
  return (
    <I18nProvider locale={dateEntryLocale}>
      <RACDateRangePicker {...props} className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}>
        <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
          <Group className={styles.group}>
            <DateInput slot="start" className={styles.dateInput}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <span aria-hidden="true">–</span>
            <DateInput slot="end" className={styles.dateInput}>
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
              <RangeCalendar />
            </Dialog>
          </Popover>
        </I18nProvider>
      </RACDateRangePicker>
    </I18nProvider>
  );
}
