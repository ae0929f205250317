import type { RatioKey } from '../../api/types';
import { localeTag } from '../../i18n';

const tag = (lang: string) => localeTag(lang === 'kh' ? 'kh' : 'en');

/** Ratios as the dashboard shows them: the current ratio as "1.85×", the others as percentages. */
export function formatRatio(key: RatioKey, value: number | null | undefined, lang: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (key === 'currentRatio')
    return `${new Intl.NumberFormat(tag(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}×`;
  return new Intl.NumberFormat(tag(lang), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatDate(iso: string | undefined | null, lang: string): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(tag(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

export function formatNumber(value: number, lang: string, opts: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(tag(lang), opts).format(value);
}
