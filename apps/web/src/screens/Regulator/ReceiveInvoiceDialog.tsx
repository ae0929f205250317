import { receiveInvoiceSchema } from '@dfr/forms/rules';
import { ConfirmDialog, TextField, useLang } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../features/dashboard/format';
import { type DeskInvoiceRow, receiveInvoice } from '../../features/regulator/api';
import { nameOf } from './DeskTable';
import { useTypedConfirm } from './useTypedConfirm';

/**
 * "Received": finance staff record that a paid fee reached the regulator's account, with the bank's settlement date
 * and reference, and the typed word confirm. @dfr/forms' rule checks the fields before the API checks them again.
 */
export function ReceiveInvoiceDialog({
  invoice,
  onClose,
  onReceived,
}: {
  invoice: DeskInvoiceRow;
  onClose: () => void;
  onReceived: () => Promise<unknown>;
}) {
  const { t } = useTranslation('regulator');
  const lang = useLang();
  const { fields, message, submit } = useTypedConfirm(receiveInvoiceSchema);
  const [settlementDate, setSettlementDate] = useState(new Date().toISOString().slice(0, 10));
  const [reference, setReference] = useState('');
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('invoices.receive_title', { number: invoice.number })}
      actionLabel={t('invoices.receive')}
      errorMessage={message}
      onConfirm={async (confirm) => {
        await submit({ settlementDate, reference, confirm }, (data) => receiveInvoice(invoice.id, data));
        await onReceived();
        onClose();
      }}
    >
      <p>
        {t('invoices.receive_text', {
          entity: nameOf(lang, invoice.entityNameEn, invoice.entityNameKh),
          amount: formatAmount(invoice.amountDue, lang, invoice.currency),
          paid: formatDate(invoice.paidAt, lang),
        })}
      </p>
      <TextField
        label={t('invoices.settlement_date')}
        description={t('invoices.settlement_date_hint')}
        value={settlementDate}
        onChange={setSettlementDate}
        isRequired
        isInvalid={!!fields.settlementDate}
        errorMessage={fields.settlementDate}
      />
      <TextField
        label={t('invoices.reference')}
        value={reference}
        onChange={setReference}
        isRequired
        isInvalid={!!fields.reference}
        errorMessage={fields.reference}
      />
    </ConfirmDialog>
  );
}
