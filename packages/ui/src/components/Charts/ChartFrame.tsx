import { type ReactNode, useId, useState } from 'react';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { Button } from '../Button';
import * as styles from './Charts.css';

export const chartStrings = defineStrings({
  en: {
    showTable: 'Show as table',
    hideTable: 'Hide table',
    company: 'Company',
    industry: 'Industry',
    category: 'Category',
  },
  kh: {
    showTable: 'បង្ហាញជាតារាង',
    hideTable: 'លាក់តារាង',
    company: 'ក្រុមហ៊ុន',
    industry: 'វិស័យឧស្សាហកម្ម',
    category: 'ប្រភេទ',
  },
});

export interface LegendItem {
  name: string;
  color: string;
}

/** The figure around a chart: caption, legend, the SVG (role="img") and a table of the same numbers on demand. */
export function ChartFrame({
  title,
  description,
  legend,
  summary,
  children,
  table,
}: {
  title: ReactNode;
  description?: ReactNode;
  legend?: LegendItem[];
  /** What the picture says, for screen readers. */
  summary: string;
  children: ReactNode;
  table: ReactNode;
}) {
  const t = useUIStrings(chartStrings);
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      {description && <p className={styles.description}>{description}</p>}
      {legend && legend.length > 1 && (
        <ul className={styles.legend}>
          {legend.map((item) => (
            <li key={item.name} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
              {item.name}
            </li>
          ))}
        </ul>
      )}
      <div role="img" aria-label={summary} className={styles.canvas}>
        {children}
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onPress={() => setShowTable((v) => !v)}
        >
          {showTable ? t.hideTable : t.showTable}
        </Button>
      </div>
      <div id={`${id}-table`} hidden={!showTable} className={styles.tableWrap}>
        {table}
      </div>
    </figure>
  );
}

/** The table alternative: one row per category, one column per series. */
export function ChartTable({
  caption,
  categoryHeader,
  categories,
  series,
  format,
}: {
  caption: ReactNode;
  categoryHeader: string;
  categories: string[];
  series: Array<{ name: string; values: Array<number | null> }>;
  format: (value: number) => string;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.tableCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {series.map((s) => (
            <th key={s.name} scope="col" className={styles.num}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map((s) => {
              const v = s.values[i];
              return (
                <td key={s.name} className={styles.num}>
                  {v == null ? '—' : format(v)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
