import { ConfirmDialog, Dialog, KhqrCard, TextArea } from '@dfr/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRealtime } from '../../realtime';
import { formatAmount, formatDate } from '../dashboard/format';
import { useErrorMessage } from '../shell/errorMessages';
import { checkInvoice, payInvoice } from './api';
import type { InvoiceView, KhqrView } from './types';
import { payBody } from './invoices.css';

/** How often the page asks the API to check with the bank while a code is shown (the realtime message is faster). */
const CHECK_EVERY_MS = 3000;

export interface PayInvoiceDialogProps {
  invoice: InvoiceView;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The invoice after the bank confirmed the payment. */
  onPaid?: (invoice: InvoiceView) => void;
}

/**
 * Paying the year's fee: the typed word confirm, then the dynamic KHQR with its countdown ("New code" after expiry).
 * The invoice turns paid without a reload: the API's realtime message on the statement, or the page's own check.
 */
export function PayInvoiceDialog({ invoice, isOpen, onOpenChange, onPaid }: PayInvoiceDialogProps) {
  const { t, i18n } = useTranslation('settings');
  const lang = i18n.language;
  const errorText = useErrorMessage();
  const [khqr, setKhqr] = useState<KhqrView | null>(null);
  const [paid, setPaid] = useState<InvoiceView | null>(invoice.status === 'open' ? null : invoice);
  const [error, setError] = useState<unknown>(null);
  const [renewing, setRenewing] = useState(false);
  const shown = useRef(false);

  const issue = async (confirm: string) => {
    setError(null);
    try {
      const result = await payInvoice(invoice.id, confirm);
      shown.current = true;
      setKhqr(result.khqr);
    } catch (e) {
      setError(e);
      throw e;
    }
  };

  const check = useCallback(async () => {
    try {
      const { invoice: now } = await checkInvoice(invoice.id);
      if (now.status !== 'open') {
        setPaid(now);
        onPaid?.(now);
      }
    } catch {
      // a failed check is tried again at the next tick
    }
  }, [invoice.id, onPaid]);

  useEffect(() => {
    if (!isOpen || !khqr || paid) return;
    const timer = setInterval(() => void check(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [isOpen, khqr, paid, check]);
  useRealtime(
    isOpen && khqr && !paid && invoice.statementId ? `statements/${invoice.statementId}/changed` : null,
    () => void check(),
  );

  const amount = formatAmount(invoice.amountDue, lang, invoice.currency);
  const close = () => {
    shown.current = false;
    setKhqr(null);
    onOpenChange(false);
  };
  return (
    <>
      <ConfirmDialog
        isOpen={isOpen && !khqr && !paid}
        onOpenChange={(open) => {
          if (!open && !shown.current) close();
        }}
        title={t('invoices.pay_title', { number: invoice.number })}
        actionLabel={t('invoices.pay')}
        errorMessage={error ? errorText(error) : undefined}
        onConfirm={issue}
      >
        {t('invoices.pay_message', {
          amount,
          year: invoice.reportingYear,
          due: formatDate(invoice.dueDate, lang),
        })}
      </ConfirmDialog>
      <Dialog
        isOpen={isOpen && (!!khqr || !!paid)}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t('invoices.pay_title', { number: invoice.number })}
      >
        <div className={payBody}>
          {khqr && (
            <KhqrCard
              image={khqr.image}
              merchantName={t('invoices.merchant')}
              amount={amount}
              billNumber={invoice.number}
              expiresAt={khqr.expiresAt}
              isPaid={!!paid}
              isRenewing={renewing}
              onRenew={() => {
                setRenewing(true);
                void issue('confirm')
                  .catch(() => undefined)
                  .finally(() => setRenewing(false));
              }}
            />
          )}
          {khqr && !paid && (
            <TextArea
              label={t('invoices.khqr_text')}
              description={t('invoices.khqr_text_hint')}
              value={khqr.payload}
              isReadOnly
              rows={3}
            />
          )}
          {paid?.receipt && (
            <p role="status">
              {t('invoices.paid_receipt', { number: paid.receipt.number })}{' '}
              <Link to={`/receipt/${encodeURIComponent(paid.id)}`}>{t('invoices.open_receipt')}</Link>
            </p>
          )}
          {error && !paid ? <p role="alert">{errorText(error)}</p> : null}
        </div>
      </Dialog>
    </>
  );
}
