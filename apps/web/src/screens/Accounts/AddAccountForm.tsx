import { ACCOUNT_TYPES } from '@dfr/statement-engine';
import { Button, NativeSelect, type NativeSelectOption, TextField } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import type { createAccount } from '../../features/statement/api';
import { StatementUI } from '../../features/statement/components/StatementUI';
import type { getTaxonomy } from '../../features/statement/engine';
import * as styles from './accounts.css';

type NewAccount = Parameters<typeof createAccount>[1];

/** A new account: code, names, parent, type, balance and line item (whose balance wins over the one chosen). */
export function AddAccountForm({
  taxonomy,
  conceptItems,
  onAdd,
}: {
  taxonomy: ReturnType<typeof getTaxonomy>;
  conceptItems: readonly NativeSelectOption[];
  onAdd: (account: NewAccount) => Promise<unknown>;
}) {
  const { t } = useTranslation('accounts');
  return (
    <form
      className={styles.form}
      aria-label={t('add')}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const concept = taxonomy?.concepts[String(data.get('concept'))];
        void onAdd({
          code: String(data.get('code')).trim(),
          nameEn: String(data.get('nameEn')),
          nameKh: String(data.get('nameKh')),
          parentCode: String(data.get('parentCode') || '') || null,
          accountType: String(data.get('accountType')),
          concept: concept?.name ?? null,
          balance: concept?.balance ?? (data.get('balance') as 'debit' | 'credit'),
          periodType: concept?.periodType ?? 'instant',
        });
      }}
    >
      <TextField name="code" label={t('code')} isRequired />
      <TextField name="nameEn" label={t('nameEn')} isRequired />
      <TextField name="nameKh" label={t('nameKh')} lang="km" isRequired />
      <TextField name="parentCode" label={t('parent')} />
      <NativeSelect
        name="accountType"
        label={t('type')}
        items={ACCOUNT_TYPES.map((type) => ({ id: type, label: t(`types.${type}`) }))}
      />
      <NativeSelect
        name="balance"
        label={t('balance')}
        items={[
          { id: 'debit', label: t('debit') },
          { id: 'credit', label: t('credit') },
        ]}
      />
      <NativeSelect
        name="concept"
        label={t('concept')}
        isRequired
        placeholder={t('chooseConcept')}
        items={conceptItems}
      />
      <StatementUI inline>
        <Button type="submit">{t('save')}</Button>
      </StatementUI>
    </form>
  );
}
