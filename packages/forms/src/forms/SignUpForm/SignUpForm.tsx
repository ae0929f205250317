import { useMemo } from 'react';
import { labelOf } from '../../labels';
import { createSignUpSchema, DEFAULT_PASSWORD_POLICY, type PasswordPolicy, type SignUpInput } from '../../rules';
import { SchemaForm } from '../../SchemaForm';
import type { ServerFieldErrors } from '../../useSchemaForm';
import { AuthSubmit, EmailField, NewPasswordFields } from '../AuthFields/AuthFields';

export interface SignUpFormProps {
  /** Called with the trimmed email and the password; throw an API error to show its field errors. */
  onSubmit: (data: SignUpInput) => unknown;
  /** The identity service's password policy. @default the product default */
  policy?: Partial<PasswordPolicy>;
  defaultValues?: Partial<SignUpInput>;
  serverErrors?: ServerFieldErrors;
  /** The submit button's label. @default Sign up */
  submitLabel?: string;
}

/** Sign-up: email as the username, a password under the policy (with a live checklist), typed twice. */
export function SignUpForm({
  onSubmit,
  policy = DEFAULT_PASSWORD_POLICY,
  defaultValues,
  serverErrors,
  submitLabel,
}: SignUpFormProps) {
  const schema = useMemo(() => createSignUpSchema(policy), [policy]);
  return (
    <SchemaForm
      schema={schema}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      serverErrors={serverErrors}
      hideSubmit
    >
      {(form) => (
        <>
          <EmailField form={form} />
          <NewPasswordFields form={form} policy={policy} />
          <AuthSubmit form={form} label={submitLabel ?? labelOf('signUp', form.lang)} />
        </>
      )}
    </SchemaForm>
  );
}
