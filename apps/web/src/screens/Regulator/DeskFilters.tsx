import { ENTITY_SIZE_LABELS, ENTITY_SIZES, INDUSTRIES, PROVINCES } from '@dfr/forms/rules';
import { Pagination, Select, useLang } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatYear } from '../../features/dashboard/format';
import type { DeskQuery } from '../../features/regulator/api';
import * as styles from './regulator.css';

/** A desk list's page size (the API's limit is 100). */
export const DESK_PAGE_SIZE = 25;
const ANY = '*';
/** The financial years the year filter offers: the last six. */
const YEARS = Array.from({ length: 6 }, (_, i) => new Date().getFullYear() - 1 - i);

/**
 * A list's page and the cursors of the pages reached by "next" (issue 32): the page after one is asked with that
 * page's `next` (`after`), so a deep page costs the API what the first does; a jump to another page goes by its
 * number. `reset` (a change of filter or order) goes back to page 1 and forgets the cursors.
 */
export function usePageCursors() {
  const [page, setPageNumber] = useState(1);
  const [cursors, setCursors] = useState<Record<number, string>>({});
  return {
    page,
    /** The cursor of this page, when it was reached by "next". */
    after: cursors[page],
    /** Goes to page `to`; `next` is the shown page's cursor (the answer's `next`). */
    goTo: (to: number, next?: string | null) => {
      if (to === page + 1 && next) setCursors((c) => ({ ...c, [to]: next }));
      setPageNumber(to);
    },
    reset: () => {
      setCursors({});
      setPageNumber(1);
    },
  };
}

/** A desk list's filters, order and page, kept as the API's query (a change of filter goes back to page 1). */
export function useDeskQuery(initial: DeskQuery = {}) {
  const [filters, setFilters] = useState<DeskQuery>(initial);
  const paging = usePageCursors();
  const set = (key: string, value: string | undefined) => {
    setFilters(({ [key]: _old, ...rest }) => (value && value !== ANY ? { ...rest, [key]: value } : rest));
    paging.reset();
  };
  const query: DeskQuery = {
    ...filters,
    page: String(paging.page),
    pageSize: String(DESK_PAGE_SIZE),
    ...(paging.after ? { after: paging.after } : {}),
  };
  return { filters, query, set, page: paging.page, goTo: paging.goTo, reset: paging.reset };
}
export type DeskQueryState = ReturnType<typeof useDeskQuery>;

/** One filter: "all" or one of the choices, each with its count when the API gave one. */
function FilterSelect({
  label,
  name,
  state,
  choices,
}: {
  label: string;
  name: string;
  state: DeskQueryState;
  choices: { id: string; label: string }[];
}) {
  const { t } = useTranslation('regulator');
  return (
    <Select
      label={label}
      selectedKey={state.filters[name] ?? ANY}
      onSelectionChange={(key) => state.set(name, String(key))}
      items={[{ id: ANY, label: t('filters.all') }, ...choices]}
    />
  );
}

/**
 * The filters every desk list shares (issue 32): status (with counts), financial year, province, industry and size,
 * and the list's orders; `extra` are the list's own choices (compliance's "overdue").
 */
export function DeskFilters({
  state,
  statuses,
  counts,
  sorts,
  year = true,
}: {
  state: DeskQueryState;
  /** The status filter's choices (label keys `status.<id>` of the shell), or none. */
  statuses?: { name: string; ids: readonly string[]; label: (id: string) => string };
  counts?: Record<string, number>;
  sorts?: readonly string[];
  year?: boolean;
}) {
  const { t } = useTranslation('regulator');
  const lang = useLang();
  const k = lang === 'kh' ? 'kh' : 'en';
  const counted = (id: string, label: string) =>
    counts && counts[id] !== undefined ? t('filters.count', { label, count: formatNumber(counts[id], lang) }) : label;
  return (
    <div className={styles.filters}>
      {statuses ? (
        <FilterSelect
          label={t('status')}
          name={statuses.name}
          state={state}
          choices={statuses.ids.map((id) => ({ id, label: counted(id, statuses.label(id)) }))}
        />
      ) : null}
      {year ? (
        <FilterSelect
          label={t('year')}
          name="year"
          state={state}
          choices={YEARS.map((y) => ({ id: String(y), label: formatYear(y, lang) }))}
        />
      ) : null}
      <FilterSelect
        label={t('filters.province')}
        name="province"
        state={state}
        choices={PROVINCES.map((p) => ({ id: p.code, label: p.name[k] }))}
      />
      <FilterSelect
        label={t('filters.industry')}
        name="industry"
        state={state}
        choices={INDUSTRIES.map((i) => ({ id: i.code, label: i.name[k] }))}
      />
      <FilterSelect
        label={t('filters.size')}
        name="size"
        state={state}
        choices={ENTITY_SIZES.map((s) => ({ id: s, label: ENTITY_SIZE_LABELS[s][k] }))}
      />
      {sorts ? (
        <Select
          label={t('sort')}
          selectedKey={state.filters.sort ?? sorts[0]}
          onSelectionChange={(key) => state.set('sort', String(key))}
          items={sorts.map((id) => ({ id, label: t(`filters.sort_${id}`) }))}
        />
      ) : null}
    </div>
  );
}

/** The list's total and its pages (`next`: the shown page's cursor, from the answer). */
export function DeskPager({
  state,
  total,
  next,
}: {
  state: DeskQueryState;
  total: number | undefined;
  next: string | null | undefined;
}) {
  const { t } = useTranslation('regulator');
  const lang = useLang();
  return (
    <>
      {total !== undefined ? <p>{t('filters.total', { count: total, n: formatNumber(total, lang) })}</p> : null}
      <Pagination
        page={state.page}
        pageCount={Math.max(1, Math.ceil((total ?? 0) / DESK_PAGE_SIZE))}
        onPageChange={(to) => state.goTo(to, next)}
      />
    </>
  );
}
