import { type ReactNode, useId } from 'react';
import { useLocale } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { visuallyHidden } from '../../theme/global.css';
import { Icon } from '../Icon';
import * as styles from './KpiTile.css';
import { formatNumber } from '../../i18n/format';

const strings = defineStrings({
  en: {
    up: (p: { change: string }) => `up ${p.change}`,
    down: (p: { change: string }) => `down ${p.change}`,
    unchanged: 'unchanged',
  },
  kh: {
    up: (p: { change: string }) => `កើនឡើង ${p.change}`,
    down: (p: { change: string }) => `ថយចុះ ${p.change}`,
    unchanged: 'មិនប្រែប្រួល',
  },
});

export interface KpiTileProps {
  /** What is measured ("Current ratio"). */
  label: ReactNode;
  /** The value: a number (formatted with `format`) or ready text. */
  value: number | string | null;
  /** Intl options for a numeric value. @default { maximumFractionDigits: 2 } */
  format?: Intl.NumberFormatOptions;
  /** Change against the comparison, as a fraction (0.042 = 4.2 %). */
  change?: number;
  /** Whether a rise is good (revenue) or bad (costs). @default true */
  higherIsBetter?: boolean;
  /** Context for the change or value ("vs 2024", "Industry: 1.4"). */
  caption?: ReactNode;
  /** Text shown when the value is null. @default '—' */
  emptyValue?: string;
}

/** A key figure for the dashboard, with its change told in words as well as colour and arrow. */
export function KpiTile({
  label,
  value,
  format = { maximumFractionDigits: 2 },
  change,
  higherIsBetter = true,
  caption,
  emptyValue = '—',
}: KpiTileProps) {
  const t = useUIStrings(strings);
  const { locale } = useLocale();
  const id = useId();
  const shown = value == null ? emptyValue : typeof value === 'number' ? formatNumber(value, locale, format) : value;
  let trend: ReactNode = null;
  if (change != null) {
    const pct = formatNumber(Math.abs(change), locale, { style: 'percent', maximumFractionDigits: 1 });
    const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
    const good = direction === 'flat' ? 'neutral' : (direction === 'up') === higherIsBetter ? 'good' : 'bad';
    const words =
      direction === 'up' ? t.up({ change: pct }) : direction === 'down' ? t.down({ change: pct }) : t.unchanged;
    trend = (
      <span className={styles.trend({ tone: good })}>
        {direction !== 'flat' && <Icon name={direction === 'up' ? 'chevronUp' : 'chevronDown'} size={18} />}
        <span aria-hidden="true">{direction === 'flat' ? '0%' : pct}</span>
        <span className={visuallyHidden}>{words}</span>
      </span>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a key figure, not a set of form controls; fieldset would misdescribe it
    <div className={styles.tile} role="group" aria-labelledby={id}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <span className={styles.value}>{shown}</span>
      {(trend || caption) && (
        <span className={styles.footer}>
          {trend}
          {caption && <span className={styles.caption}>{caption}</span>}
        </span>
      )}
    </div>
  );
}
