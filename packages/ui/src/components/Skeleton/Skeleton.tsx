import { defineStrings, useUIStrings } from '../../i18n/strings';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './Skeleton.css';

const strings = defineStrings({ en: { loading: 'Loading…' }, kh: { loading: 'កំពុងផ្ទុក…' } });

export interface SkeletonProps {
  /** Number of text lines to draw. @default 1 */
  lines?: number;
  /** Width of a block (CSS length). @default '100%' */
  width?: string;
  /** Height of a block; when set, draws one block instead of lines. */
  height?: string;
  /** @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
  /** Announce "Loading…" (set on one skeleton per region). @default false */
  announce?: boolean;
}

/** A placeholder while content loads; hidden from screen readers unless `announce`. */
export function Skeleton({ lines = 1, width = '100%', height, shape = 'text', announce = false }: SkeletonProps) {
  const t = useUIStrings(strings);
  const blocks = height || shape !== 'text' ? 1 : lines;
  return (
    <div className={styles.root} role={announce ? 'status' : undefined}>
      {announce && <span className={visuallyHidden}>{t.loading}</span>}
      {Array.from({ length: blocks }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={styles.block({ shape })}
          style={{
            width: blocks > 1 && i === blocks - 1 ? '60%' : width,
            height: height ?? (shape === 'circle' ? width : undefined),
          }}
        />
      ))}
    </div>
  );
}
