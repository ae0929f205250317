import { Button, TextField } from '@dfr/ui';
import { useEffect } from 'react';
import { labelOf } from '../../labels';
import { mfaPhoneSchema } from '../../rules';
import { SchemaFormView } from '../../SchemaForm';
import { useSchemaForm } from '../../useSchemaForm';
import { actionsRowStyle, AuthSubmit, type AuthFormProps } from '../AuthFields/AuthFields';

export interface MfaPhoneFormProps extends AuthFormProps<{ phone: string }> {
  /** The number the account has: it fills the field unless something was typed first (it may arrive late). */
  storedPhone?: string;
  onCancel?: () => void;
  /** @default Cancel */
  cancelLabel?: string;
}

/** The mobile number for sign-in codes by message, sent in international form (+85512345678). */
export function MfaPhoneForm({
  onSubmit,
  submitLabel,
  serverErrors,
  storedPhone,
  onCancel,
  cancelLabel,
}: MfaPhoneFormProps) {
  const form = useSchemaForm({ schema: mfaPhoneSchema, onSubmit, serverErrors, defaultValues: { phone: '' } });
  const { setValues } = form;
  useEffect(() => {
    if (storedPhone) setValues((v) => (v.phone ? v : { ...v, phone: storedPhone }));
  }, [storedPhone, setValues]);
  return (
    <SchemaFormView form={form} hideSubmit>
      {() => {
        const field = form.text('phone');
        // A refused number is told how to write it (the hint), which says more than "invalid".
        const hint = labelOf('mobilePhoneHint', form.lang);
        return (
          <>
            <TextField
              {...field}
              label={labelOf('mobilePhone', form.lang)}
              description={hint}
              errorMessage={field.isInvalid ? hint : undefined}
              type="tel"
              autoComplete="tel"
              isRequired
            />
            <div style={actionsRowStyle}>
              <AuthSubmit
                form={form}
                label={submitLabel ?? labelOf('useCodesByMessage', form.lang)}
                fullWidth={false}
              />
              {onCancel ? (
                <Button variant="ghost" onPress={onCancel}>
                  {cancelLabel ?? labelOf('cancel', form.lang)}
                </Button>
              ) : null}
            </div>
          </>
        );
      }}
    </SchemaFormView>
  );
}
