import { roleCan } from '@dfr/forms/rules';
import { Button, StaticTable, Text } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInvoices } from '../../api/hooks';
import type { Entity } from '../../api/types';
import { useRealtime } from '../../realtime';
import { formatAmount, formatDate, formatNumber, formatYear } from '../dashboard/format';
import { EmptyState, ErrorNotice, Skeleton, StatusBadge } from '../shell/Feedback';
import * as styles from './invoices.css';
import { PayInvoiceDialog } from './PayInvoiceDialog';
import type { InvoiceView } from './types';
import { Panel } from '../shell/Panel';
import { Terms } from '../shell/Terms';

/** Invoices (the preparation fee of each financial year) with due dates, overdue marks, receipts and "Pay". */
export function InvoicesPanel({ entity }: { entity: Entity }) {
  const { t, i18n } = useTranslation('settings');
  const lang = i18n.language;
  const invoices = useInvoices(entity.id);
  const [paying, setPaying] = useState<InvoiceView | null>(null);
  useRealtime(paying?.statementId ? `statements/${paying.statementId}/changed` : null, () => void invoices.mutate());
  if (invoices.isLoading) return <Skeleton lines={4} />;
  if (invoices.error) return <ErrorNotice error={invoices.error} onRetry={() => void invoices.mutate()} />;
  const list = [...(invoices.data ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  if (list.length === 0) return <EmptyState title={t('invoices.empty_title')}>{t('invoices.empty')}</EmptyState>;
  // @dfr/forms' role capabilities (the API checks the same `pay`).
  const canPay = roleCan(entity.role ?? '', 'pay');
  return (
    <>
      <StaticTable
        caption={t('invoices.caption')}
        rows={list}
        rowProps={(inv) => ({ 'data-invoice': inv.number, 'data-status': inv.status })}
        columns={[
          { id: 'number', name: t('invoices.number'), isRowHeader: true },
          {
            id: 'year',
            name: t('invoices.year'),
            render: (inv) => formatYear(inv.reportingYear, lang),
          },
          { id: 'date', name: t('invoices.date'), render: (inv) => formatDate(inv.date, lang) },
          {
            id: 'due',
            name: t('invoices.due'),
            render: (inv) => (
              <>
                {formatDate(inv.dueDate, lang)}
                {inv.overdue && (
                  <>
                    {' '}
                    <strong className={styles.overdue}>{t('invoices.overdue')}</strong>
                  </>
                )}
              </>
            ),
          },
          {
            id: 'amount',
            name: t('invoices.amount'),
            align: 'end',
            render: (inv) => (
              <>
                {formatAmount(inv.amountDue, lang, inv.currency)}
                {inv.amountUsd !== null && (
                  <Text as="div" tone="muted">
                    {t('invoices.usd', { amount: formatAmount(inv.amountUsd, lang, 'USD') })}
                  </Text>
                )}
              </>
            ),
          },
          {
            id: 'status',
            name: t('invoices.status'),
            nowrap: true,
            render: (inv) => (
              <>
                <StatusBadge status={inv.status} />
                {inv.settlementDate ? (
                  <Text as="div" tone="muted">
                    {t('invoices.received_on', { date: formatDate(inv.settlementDate, lang) })}
                  </Text>
                ) : null}
              </>
            ),
          },
          {
            id: 'receipt',
            name: t('invoices.receipt'),
            render: (inv) =>
              inv.receipt ? (
                <Link to={`/receipt/${encodeURIComponent(inv.id)}`}>{inv.receipt.number}</Link>
              ) : canPay && inv.status === 'open' ? (
                <Button size="sm" onPress={() => setPaying(inv)}>
                  {t('invoices.pay')}
                </Button>
              ) : (
                t('invoices.unpaid')
              ),
          },
        ]}
      />
      {paying && (
        <PayInvoiceDialog
          invoice={paying}
          isOpen
          onOpenChange={(open) => {
            if (!open) setPaying(null);
          }}
          onPaid={() => void invoices.mutate()}
        />
      )}
    </>
  );
}

/** What the entity pays for: one preparation fee per financial year, and where it stands. */
export function SubscriptionPanel({ entity }: { entity: Entity }) {
  const { t, i18n } = useTranslation('settings');
  const invoices = useInvoices(entity.id);
  const list = invoices.data ?? [];
  const paid = list.filter((i) => i.status !== 'open').length;
  const open = list.filter((i) => i.status === 'open').length;
  return (
    <Panel className={styles.narrow}>
      <h2>{t('subscription.plan')}</h2>
      <p>{t('subscription.text')}</p>
      {invoices.isLoading ? (
        <Skeleton lines={2} />
      ) : invoices.error ? (
        <ErrorNotice error={invoices.error} onRetry={() => void invoices.mutate()} />
      ) : (
        <Terms>
          <dt>{t('subscription.paid_years')}</dt>
          <dd>{formatNumber(paid, i18n.language)}</dd>
          <dt>{t('subscription.open_invoices')}</dt>
          <dd>{formatNumber(open, i18n.language)}</dd>
          <dt>{t('subscription.payment')}</dt>
          <dd>{t('subscription.khqr')}</dd>
        </Terms>
      )}
    </Panel>
  );
}
