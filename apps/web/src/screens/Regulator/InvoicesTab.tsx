import { Button, Pagination, Select, useLang, visuallyHidden, Inline, Text } from '@dfr/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, formatNumber, formatYear } from '../../features/dashboard/format';
import {
  DESK_INVOICE_FILTERS,
  type DeskInvoiceFilter,
  type DeskInvoiceRow,
  downloadDeskReceipt,
  useDeskInvoices,
} from '../../features/regulator/api';
import { StatusBadge } from '../../features/shell/Feedback';
import { useRegulatorCan } from '../../features/regulator/staff-api';

import { DeskFilters, useDeskQuery, usePageCursors } from './DeskFilters';
import { DeskTable, nameOf } from './DeskTable';
import { ReceiveInvoiceDialog } from './ReceiveInvoiceDialog';
import * as styles from './regulator.css';

const PAGE_SIZE = 25;
const SORTS = ['date', 'due', 'amount'] as const;
const COLUMNS = [
  'invoices.number',
  'entity',
  'year',
  'invoices.amount',
  'invoices.due',
  'status',
  'invoices.receipt',
  'actions',
] as const;

/**
 * The fees across entities (finance staff): open, overdue, paid and received invoices a page at a time, filtered,
 * sorted and counted by the API; "Mark received" on a paid one; each receipt to download.
 */
export function InvoicesTab() {
  const canReceive = useRegulatorCan('finance');
  const { t } = useTranslation('regulator');
  const lang = useLang();
  const [filter, setFilter] = useState<DeskInvoiceFilter>('all');
  const [sort, setSort] = useState<(typeof SORTS)[number]>('date');
  // Its own page (and cursors): the place filters' page is not this list's (their change resets it, below).
  const paging = usePageCursors();
  const [receiving, setReceiving] = useState<DeskInvoiceRow | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Year, province, industry and size (issue 32): the desk's shared filters; a change goes back to page 1.
  const place = useDeskQuery();
  const placeKey = JSON.stringify(place.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' value (not their object) resets the page
  useEffect(() => paging.reset(), [placeKey]);
  const query = {
    ...place.filters,
    ...(filter === 'all' ? {} : { status: filter }),
    sort,
    page: String(paging.page),
    pageSize: String(PAGE_SIZE),
    ...(paging.after ? { after: paging.after } : {}),
  };
  const list = useDeskInvoices(query);
  const counts = list.data?.counts;
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <div className={styles.filters}>
        <Select
          label={t('invoices.filter')}
          selectedKey={filter}
          onSelectionChange={(key) => {
            setFilter(String(key) as DeskInvoiceFilter);
            paging.reset();
          }}
          items={DESK_INVOICE_FILTERS.map((id) => ({
            id,
            label: counts
              ? t('invoices.count', { label: t(`invoices.filter_${id}`), count: formatNumber(counts[id], lang) })
              : t(`invoices.filter_${id}`),
          }))}
        />
        <Select
          label={t('sort')}
          selectedKey={sort}
          onSelectionChange={(key) => {
            setSort(String(key) as (typeof SORTS)[number]);
            paging.reset();
          }}
          items={SORTS.map((id) => ({ id, label: t(`invoices.sort_${id}`) }))}
        />
      </div>
      <DeskFilters state={place} />
      <DeskTable
        list={{ ...list, data: list.data?.invoices }}
        none={t('invoices.none')}
        error={error}
        caption={t('tab.invoices')}
        columns={COLUMNS.map((key) => t(key))}
        getRowId={(i) => i.id}
        rowProps={(i) => ({ 'data-invoice': i.number, 'data-status': i.status })}
        cells={(i) => [
          i.number,
          nameOf(lang, i.entityNameEn, i.entityNameKh),
          formatYear(i.reportingYear, lang),
          formatAmount(i.amountDue, lang, i.currency),
          <>
            {formatDate(i.dueDate, lang)}
            {i.overdue ? (
              <>
                {' '}
                <StatusBadge status="overdue" />
              </>
            ) : null}
          </>,
          <>
            <StatusBadge status={i.status} />
            {i.settlementDate ? (
              <Text as="div" tone="muted">
                {t('invoices.settled', { date: formatDate(i.settlementDate, lang), reference: i.settlementReference })}
              </Text>
            ) : null}
          </>,
          i.receipt ? (
            <Button
              key="receipt"
              variant="ghost"
              size="sm"
              onPress={() => void downloadDeskReceipt(i.id, `${i.receipt!.number}.pdf`).catch(setError)}
            >
              {i.receipt.number}
            </Button>
          ) : (
            t('invoices.no_receipt')
          ),
          i.status === 'paid' && canReceive ? (
            <Inline space="sm" key="receive">
              <Button size="sm" onPress={() => setReceiving(i)}>
                {t('invoices.receive')}
                <span className={visuallyHidden}> {i.number}</span>
              </Button>
            </Inline>
          ) : null,
        ]}
      >
        <Pagination page={paging.page} pageCount={pageCount} onPageChange={(to) => paging.goTo(to, list.data?.next)} />
        {receiving && (
          <ReceiveInvoiceDialog
            invoice={receiving}
            onClose={() => setReceiving(null)}
            onReceived={() => list.mutate()}
          />
        )}
      </DeskTable>
    </>
  );
}
