import type { CSSProperties, ReactNode } from 'react';
import { scrollable } from './Feedback';
import { visuallyHidden } from '@dfr/ui';

/**
 * A table of rows that scrolls sideways on a narrow screen (focusable, so keyboard users can scroll it), captioned
 * for screen readers, with one header row of column names; `children` are its body rows.
 */
export function ScrollTable({
  caption,
  columns,
  children,
  style,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div className="table-wrap" {...scrollable} style={style}>
      <table className="table">
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
