import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Heading,
  Calendar as RACCalendar,
  type CalendarProps as RACCalendarProps,
  RangeCalendar as RACRangeCalendar,
  type RangeCalendarProps as RACRangeCalendarProps,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import * as styles from './DatePicker.css';

export const calendarStrings = defineStrings({
  en: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    openCalendar: 'Open calendar',
  },
  kh: {
    previousMonth: 'ខែមុន',
    nextMonth: 'ខែបន្ទាប់',
    openCalendar: 'បើកប្រតិទិន',
  },
});

function CalendarHeader() {
  const t = useUIStrings(calendarStrings);
  return (
    <header className={styles.calendarHeader}>
      <Button slot="previous" className={styles.navButton} aria-label={t.previousMonth}>
        <Icon name="chevronLeft" />
      </Button>
      <Heading className={styles.calendarHeading} />
      <Button slot="next" className={styles.navButton} aria-label={t.nextMonth}>
        <Icon name="chevronRight" />
      </Button>
    </header>
  );
}

/** A month calendar; month and weekday names follow the UIProvider language (Khmer in `kh`). */
export function Calendar<T extends DateValue>(props: RACCalendarProps<T>) {
  return (
    <RACCalendar {...props} className={styles.calendar}>
      <CalendarHeader />
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </RACCalendar>
  );
}

/** A month calendar for choosing a range of dates. */
export function RangeCalendar<T extends DateValue>(props: RACRangeCalendarProps<T>) {
  return (
    <RACRangeCalendar {...props} className={styles.calendar}>
      <CalendarHeader />
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={cx(styles.cell, styles.rangeCell)} />}
        </CalendarGridBody>
      </CalendarGrid>
    </RACRangeCalendar>
  );
}
