import { Button } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInvoices } from '../../api/hooks';
import type { Entity } from '../../api/types';
import { useRealtime } from '../../realtime';
import { formatDate, formatNumber } from '../dashboard/format';
import { EmptyState, ErrorNotice, Skeleton, StatusBadge, scrollable } from '../shell/Feedback';
import { PayInvoiceDialog } from './PayInvoiceDialog';
import type { InvoiceView } from './types';

/** Roles that may pay an entity's invoices (the API checks again: `pay` in @dfr/forms' role capabilities). */
const PAYERS = new Set(['super_admin', 'admin']);

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
  const canPay = PAYERS.has(entity.role ?? '');
  return (
    <>
      <div className="table-wrap" {...scrollable}>
        <table className="table">
          <caption className="visually-hidden">{t('invoices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.number')}</th>
              <th scope="col">{t('invoices.year')}</th>
              <th scope="col">{t('invoices.date')}</th>
              <th scope="col">{t('invoices.due')}</th>
              <th scope="col" className="num">
                {t('invoices.amount')}
              </th>
              <th scope="col">{t('invoices.status')}</th>
              <th scope="col">{t('invoices.receipt')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((inv) => (
              <tr key={inv.id} data-invoice={inv.number} data-status={inv.status}>
                <th scope="row">{inv.number}</th>
                <td>{formatNumber(inv.reportingYear, lang, { useGrouping: false })}</td>
                <td>{formatDate(inv.date, lang)}</td>
                <td>
                  {formatDate(inv.dueDate, lang)}
                  {inv.overdue && (
                    <>
                      {' '}
                      <strong className="overdue">{t('invoices.overdue')}</strong>
                    </>
                  )}
                </td>
                <td className="num">
                  {formatNumber(inv.amountDue, lang)} {inv.currency}
                  {inv.amountUsd !== null && (
                    <div className="muted">
                      {t('invoices.usd', { amount: formatNumber(inv.amountUsd, lang, { maximumFractionDigits: 2 }) })}
                    </div>
                  )}
                </td>
                <td>
                  <StatusBadge status={inv.status} />
                </td>
                <td>
                  {inv.receipt ? (
                    <Link to={`/receipt/${encodeURIComponent(inv.id)}`}>{inv.receipt.number}</Link>
                  ) : canPay && inv.status === 'open' ? (
                    <Button size="sm" onPress={() => setPaying(inv)}>
                      {t('invoices.pay')}
                    </Button>
                  ) : (
                    t('invoices.unpaid')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
  const { t } = useTranslation('settings');
  const invoices = useInvoices(entity.id);
  const list = invoices.data ?? [];
  const paid = list.filter((i) => i.status !== 'open').length;
  const open = list.filter((i) => i.status === 'open').length;
  return (
    <div className="card" style={{ maxWidth: 760 }}>
      <h2>{t('subscription.plan')}</h2>
      <p>{t('subscription.text')}</p>
      {invoices.isLoading ? (
        <Skeleton lines={2} />
      ) : invoices.error ? (
        <ErrorNotice error={invoices.error} onRetry={() => void invoices.mutate()} />
      ) : (
        <dl className="dl">
          <dt>{t('subscription.paid_years')}</dt>
          <dd>{paid}</dd>
          <dt>{t('subscription.open_invoices')}</dt>
          <dd>{open}</dd>
          <dt>{t('subscription.payment')}</dt>
          <dd>{t('subscription.khqr')}</dd>
        </dl>
      )}
    </div>
  );
}
