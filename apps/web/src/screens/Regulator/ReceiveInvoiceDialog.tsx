import { receiveInvoiceSchema, translate } from '@dfr/forms/rules';
import { ConfirmDialog, TextField, useLang } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../features/dashboard/format';
import { type DeskInvoiceRow, receiveInvoice } from '../../features/regulator/api';
import { useErrorMessage, useFieldErrors } from '../../features/shell/Feedback';
import { nameOf } from './DeskTable';

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
  const errorText = useErrorMessage();
  const fieldErrors = useFieldErrors();
  const [settlementDate, setSettlementDate] = useState(new Date().toISOString().slice(0, 10));
  const [reference, setReference] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('invoices.receive_title', { number: invoice.number })}
      actionLabel={t('invoices.receive')}
      errorMessage={error && !Object.keys(fields).length ? errorText(error) : undefined}
      onConfirm={async (confirm) => {
        setError(null);
        const parsed = receiveInvoiceSchema.safeParse({ settlementDate, reference, confirm });
        if (!parsed.success) {
          const found: Record<string, string> = {};
          for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= translate(issue.message, lang);
          setFields(found);
          throw new Error('invalid');
        }
        try {
          await receiveInvoice(invoice.id, { ...parsed.data, confirm });
        } catch (e) {
          setFields(fieldErrors(e));
          setError(e);
          throw e;
        }
        await onReceived();
        onClose();
      }}
    >
      <p>
        {t('invoices.receive_text', {
          entity: nameOf(lang, invoice.entityNameEn, invoice.entityNameKh),
          amount: `${formatNumber(invoice.amountDue, lang)} ${invoice.currency}`,
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
