import { EntityInfoForm } from '@dfr/forms';
import type { EntityInfo } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import type { Entity } from '../../api/types';

export type EntityValues = EntityInfo;

/** The entity's stored values as the form starts from them: its own fields only, nothing the API left unset. */
export function toValues(entity?: Partial<Entity>): Record<string, unknown> {
  const { id: _id, version: _v, role: _r, createdAt: _c, ...rest } = entity ?? {};
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * Every field of the reporting entity: @dfr/forms' EntityInfoForm with the screen's submit label, locked for a reader.
 * A registration number that another entity has is marked on its field as well as above the form.
 */
export function EntityForm({
  initial,
  submitLabel,
  onSubmit,
  readOnly = false,
}: {
  initial?: Partial<Entity>;
  submitLabel: string;
  onSubmit: (values: EntityValues) => Promise<void>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('entities');
  return (
    <EntityInfoForm
      defaultValues={toValues(initial)}
      submitLabel={submitLabel}
      isDisabled={readOnly}
      invalidMessage={t('fix_fields')}
      onSubmit={async (values) => {
        try {
          await onSubmit(values as EntityValues);
        } catch (err) {
          if (err instanceof ApiError && err.status === 409 && err.messageKey === 'entity_exists') {
            const envelope = err.envelope ?? {};
            const fieldKeys = { ...(envelope.field_keys as object | undefined), registrationNumber: 'entity_exists' };
            throw { error: { ...envelope, message_key: 'entity_exists', field_keys: fieldKeys } };
          }
          throw err;
        }
      }}
    />
  );
}
