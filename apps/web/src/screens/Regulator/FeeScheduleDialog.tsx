import { ENTITY_SIZES, feeScheduleSchema } from '@dfr/forms/rules';
import { ConfirmDialog, TextField } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeFees, type FeeScheduleRow } from '../../features/regulator/api';
import * as styles from './regulator.css';
import { useTypedConfirm } from './useTypedConfirm';

type Typed = Record<string, { amount: string; auditedAmount: string }>;

/**
 * A new version of the fee schedule: the fees per entity size (an optional amount for audited entities) from a
 * financial year on, starting from the version shown; typed confirm. Issued invoices keep their fee.
 */
export function FeeScheduleDialog({
  from,
  onClose,
  onChanged,
}: {
  /** The version edited (its year and fees); a new year starts from it too. */
  from: FeeScheduleRow;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('regulator');
  const { fields, message, submit } = useTypedConfirm(feeScheduleSchema);
  const [fromYear, setFromYear] = useState(String(from.fromYear));
  const [typed, setTyped] = useState<Typed>(
    Object.fromEntries(
      ENTITY_SIZES.map((size) => [
        size,
        { amount: String(from.fees[size]?.amount ?? ''), auditedAmount: String(from.fees[size]?.auditedAmount ?? '') },
      ]),
    ),
  );
  const set = (size: string, key: 'amount' | 'auditedAmount', value: string) =>
    setTyped((now) => ({ ...now, [size]: { ...now[size]!, [key]: value } }));
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('fees.change_title')}
      actionLabel={t('fees.save')}
      errorMessage={message}
      onConfirm={async (confirm) => {
        const year = Number(fromYear);
        // The version replaced: the one shown when its year is kept, else that year's newest (0 for a new year).
        const version = year === from.fromYear ? from.version : 0;
        await submit({ fromYear, version, fees: typed, confirm }, (data) => changeFees(data));
        await onChanged();
        onClose();
      }}
    >
      <p>{t('fees.change_text')}</p>
      <TextField
        label={t('fees.from_year')}
        value={fromYear}
        onChange={setFromYear}
        isRequired
        isInvalid={!!fields.fromYear || !!fields.version}
        errorMessage={fields.fromYear ?? fields.version}
      />
      {ENTITY_SIZES.map((size) => (
        <div key={size} className={styles.filters}>
          <TextField
            label={t('fees.amount_of', { size: t(`fees.size.${size}`) })}
            value={typed[size]!.amount}
            onChange={(v) => set(size, 'amount', v)}
            isRequired
            isInvalid={!!fields[`fees.${size}.amount`]}
            errorMessage={fields[`fees.${size}.amount`]}
          />
          <TextField
            label={t('fees.audited_of', { size: t(`fees.size.${size}`) })}
            description={t('fees.audited_hint')}
            value={typed[size]!.auditedAmount}
            onChange={(v) => set(size, 'auditedAmount', v)}
            isInvalid={!!fields[`fees.${size}.auditedAmount`]}
            errorMessage={fields[`fees.${size}.auditedAmount`]}
          />
        </div>
      ))}
    </ConfirmDialog>
  );
}
