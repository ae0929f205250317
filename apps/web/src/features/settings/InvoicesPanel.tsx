import { scrollable } from '../shell/Feedback';
import { useTranslation } from 'react-i18next';
import { useInvoices } from '../../api/hooks';
import type { Entity } from '../../api/types';
import { formatDate, formatNumber } from '../dashboard/format';
import { EmptyState, ErrorNotice, Skeleton, StatusBadge } from '../shell/Feedback';

/** Invoices (the preparation fee of each financial year) and their receipts. */
export function InvoicesPanel({ entity }: { entity: Entity }) {
  const { t, i18n } = useTranslation('settings');
  const invoices = useInvoices(entity.id);
  if (invoices.isLoading) return <Skeleton lines={4} />;
  if (invoices.error) return <ErrorNotice error={invoices.error} onRetry={() => void invoices.mutate()} />;
  const list = [...(invoices.data ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  if (list.length === 0) return <EmptyState title={t('invoices.empty_title')}>{t('invoices.empty')}</EmptyState>;
  return (
    <div className="table-wrap" {...scrollable}>
      <table className="table">
        <caption className="visually-hidden">{t('invoices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoices.number')}</th>
            <th scope="col">{t('invoices.date')}</th>
            <th scope="col">{t('invoices.year')}</th>
            <th scope="col" className="num">
              {t('invoices.amount')}
            </th>
            <th scope="col">{t('invoices.status')}</th>
            <th scope="col">{t('invoices.receipt')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((inv) => (
            <tr key={inv.id}>
              <th scope="row">{inv.number}</th>
              <td>{formatDate(inv.date, i18n.language)}</td>
              <td>{inv.reportingYear ?? '—'}</td>
              <td className="num">
                {formatNumber(inv.amountDue, i18n.language)} {inv.currency ?? ''}
              </td>
              <td>
                <StatusBadge status={inv.status} />
              </td>
              <td>{inv.receiptNumber ?? inv.cashReceipt ?? (inv.status === 'open' ? t('invoices.unpaid') : '—')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
