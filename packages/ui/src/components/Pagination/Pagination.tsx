import { useLocale } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton';
import * as styles from './Pagination.css';
import { Button as RACButton } from 'react-aria-components';
import { formatNumber } from '../../i18n/format';

const strings = defineStrings({
  en: {
    pagination: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: (p: { page: string }) => `Page ${p.page}`,
    pageOf: (p: { page: string; count: string }) => `Page ${p.page} of ${p.count}`,
  },
  kh: {
    pagination: 'ការបែងចែកទំព័រ',
    previous: 'ទំព័រមុន',
    next: 'ទំព័របន្ទាប់',
    page: (p: { page: string }) => `ទំព័រ ${p.page}`,
    pageOf: (p: { page: string; count: string }) => `ទំព័រ ${p.page} នៃ ${p.count}`,
  },
});

/** Page numbers to show around the current one, with null for a gap. */
export function pageWindow(page: number, count: number, siblings = 1): Array<number | null> {
  const pages = new Set<number>([1, count]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Number of pages. */
  pageCount: number;
  onPageChange: (page: number) => void;
  strings?: Partial<typeof strings.en>;
}

/** Page navigation: previous, numbered pages (the current one marked) and next. */
export function Pagination({ page, pageCount, onPageChange, strings: o }: PaginationProps) {
  const t = useUIStrings(strings, o);
  const { locale } = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.pagination} className={styles.nav}>
      <IconButton icon="chevronLeft" label={t.previous} isDisabled={page <= 1} onPress={() => onPageChange(page - 1)} />
      <ul className={styles.list}>
        {pageWindow(page, pageCount).map((p, i) =>
          p == null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <RACButton
                className={cx(styles.page)}
                aria-label={t.page({ page: n(p) })}
                aria-current={p === page ? 'page' : undefined}
                onPress={() => onPageChange(p)}
              >
                {n(p)}
              </RACButton>
            </li>
          ),
        )}
      </ul>
      <IconButton
        icon="chevronRight"
        label={t.next}
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      />
      <span className={styles.summary}>{t.pageOf({ page: n(page), count: n(pageCount) })}</span>
    </nav>
  );
}
