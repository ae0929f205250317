import { Button, Inline, Text } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useInvoices } from '../../api/hooks';
import { formatAmount, formatDate, formatYear } from '../../features/dashboard/format';
import { entityName, useCurrentEntity } from '../../features/entities/EntityContext';
import { EmptyState, ErrorNotice, Skeleton } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { downloadReceipt } from '../../features/statement/api';
import * as styles from './receipt.css';
import { Panel } from '../../features/shell/Panel';
import { Terms } from '../../features/shell/Terms';

/** `/receipt/:invoiceId`: the cash receipt of a paid invoice, as a printable page. */
export default function Receipt() {
  const { t, i18n } = useTranslation('settings');
  const lang = i18n.language;
  const { invoiceId } = useParams();
  const { current: entity } = useCurrentEntity();
  const invoices = useInvoices(entity?.id);
  const invoice = invoices.data?.find((i) => i.id === invoiceId);
  const receipt = invoice?.receipt;
  return (
    <Page title={t('receipt.title')}>
      {invoices.isLoading || !entity ? (
        <Skeleton lines={6} />
      ) : invoices.error ? (
        <ErrorNotice error={invoices.error} onRetry={() => void invoices.mutate()} />
      ) : !invoice || !receipt ? (
        <EmptyState title={t('receipt.none')} />
      ) : (
        <Panel as="article" className={styles.receipt} aria-labelledby="receipt-heading">
          <h2 id="receipt-heading">{t('receipt.heading', { number: receipt.number })}</h2>
          <p>{entityName(entity, lang)}</p>
          <Terms>
            <dt>{t('receipt.number')}</dt>
            <dd>{receipt.number}</dd>
            <dt>{t('receipt.date')}</dt>
            <dd>{formatDate(receipt.date, lang)}</dd>
            <dt>{t('receipt.for')}</dt>
            <dd>
              {t('receipt.for_text', {
                invoice: invoice.number,
                year: formatYear(invoice.reportingYear, lang),
              })}
            </dd>
            <dt>{t('receipt.amount')}</dt>
            <dd>{formatAmount(receipt.amount, lang, receipt.currency)}</dd>
            <dt>{t('receipt.method')}</dt>
            <dd>KHQR</dd>
            <dt>{t('receipt.payer')}</dt>
            <dd>{receipt.payerAccount ?? '—'}</dd>
            <dt>{t('receipt.transaction')}</dt>
            <Text as="dd" font="mono">
              {receipt.transactionHash ?? '—'}
            </Text>
          </Terms>
          <Inline space="sm" className={styles.noPrint}>
            <Button variant="secondary" onPress={() => window.print()}>
              {t('receipt.print')}
            </Button>
            <Button variant="secondary" onPress={() => void downloadReceipt(invoice.id, `${receipt.number}.pdf`)}>
              {t('receipt.pdf')}
            </Button>
          </Inline>
        </Panel>
      )}
    </Page>
  );
}
