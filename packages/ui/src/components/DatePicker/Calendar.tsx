import { getDayOfWeek, getLocalTimeZone, today } from '@internationalized/date';
import { useContext } from 'react';
import {
  Button,
  CalendarStateContext,
  RangeCalendarStateContext,
  useLocale,
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
import { toKhmerDigits } from '../../i18n/format';
import { defineStrings, useLang, useUIStrings } from '../../i18n/strings';
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

const khmerMonths = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
/** Sunday first, as Date#getDay counts. */
const khmerWeekdays = ['អា', 'ច', 'អ', 'ពុ', 'ព្រ', 'សុ', 'ស'];

/**
 * Some browsers (e.g. Debian's Chromium) ship without Khmer locale data, and Intl then answers in English.
 * There the calendar names months and weekdays from this table instead.
 */
function useKhmerFallback(): boolean {
  const lang = useLang();
  return lang === 'kh' && Intl.DateTimeFormat.supportedLocalesOf(['km']).length === 0;
}

function CalendarTitle() {
  const calendar = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  const start = (calendar ?? range)?.visibleRange.start;
  if (!useKhmerFallback() || !start) return <Heading className={styles.calendarHeading} />;
  return (
    <Heading
      className={styles.calendarHeading}
    >{`${khmerMonths[start.month - 1]} ${toKhmerDigits(String(start.year))}`}</Heading>
  );
}

/** Weekday names for the header row; `day` is Intl's name, replaced when Intl has no Khmer. */
function useWeekdayName(): (day: string) => string {
  const fallback = useKhmerFallback();
  const { locale } = useLocale();
  if (!fallback) return (day) => day;
  const now = today(getLocalTimeZone());
  const firstColumn = (now.toDate(getLocalTimeZone()).getDay() - getDayOfWeek(now, locale) + 7) % 7;
  // The header cells are rendered in order, so a running count (mod 7) gives each cell's column.
  let column = 0;
  return () => khmerWeekdays[(firstColumn + column++) % 7]!;
}

function CalendarHeader() {
  const t = useUIStrings(calendarStrings);
  return (
    <div className={styles.calendarHeader}>
      <Button slot="previous" className={styles.navButton} aria-label={t.previousMonth}>
        <Icon name="chevronLeft" />
      </Button>
      <CalendarTitle />
      <Button slot="next" className={styles.navButton} aria-label={t.nextMonth}>
        <Icon name="chevronRight" />
      </Button>
    </div>
  );
}

/** The header (month and arrows) and the month's grid, inside either calendar; weekday names in the UI language. */
function MonthGrid({ cellClassName }: { cellClassName: string }) {
  const weekday = useWeekdayName();
  return (
    <>
      <CalendarHeader />
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{weekday(day)}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClassName} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** A month calendar; month and weekday names follow the UIProvider language (Khmer in `kh`). */
export function Calendar<T extends DateValue>(props: RACCalendarProps<T>) {
  return (
    <RACCalendar {...props} className={styles.calendar}>
      <MonthGrid cellClassName={styles.cell} />
    </RACCalendar>
  );
}

/** A month calendar for choosing a range of dates. */
export function RangeCalendar<T extends DateValue>(props: RACRangeCalendarProps<T>) {
  return (
    <RACRangeCalendar {...props} className={styles.calendar}>
      <MonthGrid cellClassName={cx(styles.cell, styles.rangeCell)} />
    </RACRangeCalendar>
  );
}
