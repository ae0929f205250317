import { useInvoices } from '../../api/hooks';
import { PayInvoiceDialog } from './PayInvoiceDialog';

/** The pay dialog for one financial year's fee invoice (opened from the statement's "Pay the fee"). */
export function YearFee({
  entityId,
  year,
  onClose,
  onPaid,
}: {
  entityId: string;
  year: number;
  onClose: () => void;
  onPaid?: () => void;
}) {
  const invoices = useInvoices(entityId);
  const invoice = invoices.data?.find((i) => i.reportingYear === year);
  if (!invoice) return null;
  return (
    <PayInvoiceDialog
      invoice={invoice}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onPaid={() => {
        void invoices.mutate();
        onPaid?.();
      }}
    />
  );
}
