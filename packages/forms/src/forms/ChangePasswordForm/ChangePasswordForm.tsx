import { useMemo, useRef } from 'react';
import { labelOf } from '../../labels';
import {
  type ChangePasswordInput,
  createChangePasswordSchema,
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
} from '../../rules';
import { SchemaFormView } from '../../SchemaForm';
import { type SchemaFormApi, useSchemaForm } from '../../useSchemaForm';
import { AuthSubmit, type AuthFormProps, NewPasswordFields, PasswordField } from '../AuthFields/AuthFields';

export interface ChangePasswordFormProps extends AuthFormProps<ChangePasswordInput> {
  /** The identity service's password policy. @default the product default */
  policy?: Partial<PasswordPolicy>;
  /** Shown after the change went through (the fields are emptied), until the next change. */
  savedMessage?: string;
}

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

/** Changing the password while signed in: the current one, then the new one under the policy, typed twice. */
export function ChangePasswordForm({
  onSubmit,
  submitLabel,
  serverErrors,
  policy = DEFAULT_PASSWORD_POLICY,
  savedMessage,
}: ChangePasswordFormProps) {
  const schema = useMemo(() => createChangePasswordSchema(policy), [policy]);
  const self = useRef<SchemaFormApi | null>(null);
  const form = useSchemaForm({
    schema,
    defaultValues: EMPTY,
    serverErrors,
    onSubmit: async (data: ChangePasswordInput) => {
      await onSubmit(data);
      // Changed: no password stays on the screen.
      self.current?.reset(EMPTY);
    },
  });
  self.current = form as unknown as SchemaFormApi;
  return (
    <SchemaFormView form={form} hideSubmit savedMessage={savedMessage}>
      {() => (
        <>
          <PasswordField
            form={form}
            path="oldPassword"
            label={labelOf('currentPassword', form.lang)}
            autoComplete="current-password"
          />
          <NewPasswordFields form={form} label={labelOf('newPassword', form.lang)} policy={policy} />
          <AuthSubmit form={form} label={submitLabel ?? labelOf('changePassword', form.lang)} fullWidth={false} />
        </>
      )}
    </SchemaFormView>
  );
}
