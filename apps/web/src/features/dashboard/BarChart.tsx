import { useId } from 'react';

export interface Bar {
  label: string;
  value: number | null;
  display: string;
  tone?: 'primary' | 'alt';
}

/**
 * A horizontal bar chart with its data table for screen readers (the chart itself is hidden from them, the table is
 * visually hidden). Negative values draw in the danger colour from the axis.
 */
export function BarChart({ title, bars, caption }: { title: string; bars: Bar[]; caption?: string }) {
  const id = useId();
  const max = Math.max(1e-9, ...bars.map((b) => Math.abs(b.value ?? 0)));
  return (
    <figure style={{ margin: 0 }} aria-labelledby={id}>
      <figcaption id={id} style={{ fontWeight: 600, marginBottom: 8 }}>
        {title}
      </figcaption>
      <div className="bar-chart" aria-hidden="true">
        {bars.map((b) => (
          <div className="bar-row" key={b.label}>
            <span>{b.label}</span>
            <span className="bar-track">
              <span
                className={`bar-fill${(b.value ?? 0) < 0 ? ' neg' : b.tone === 'alt' ? ' alt' : ''}`}
                style={{ width: `${(Math.abs(b.value ?? 0) / max) * 100}%` }}
              />
            </span>
            <span style={{ fontVariantNumeric: 'tabular-nums', textAlign: 'end' }}>{b.display}</span>
          </div>
        ))}
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{caption ?? title}</caption>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <th scope="row">{b.label}</th>
                <td>{b.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
