import type { z } from 'zod';
import { labelOf } from '../../labels';
import { forgotPasswordSchema } from '../../rules';
import { SchemaForm } from '../../SchemaForm';
import { AuthSubmit, type AuthFormProps, EmailField } from '../AuthFields/AuthFields';

export type ForgotPasswordFormProps = AuthFormProps<z.output<typeof forgotPasswordSchema>>;

/** A forgotten password's first step: the e-mail to send the reset code to. */
export function ForgotPasswordForm({ onSubmit, submitLabel, serverErrors }: ForgotPasswordFormProps) {
  return (
    <SchemaForm schema={forgotPasswordSchema} onSubmit={onSubmit} serverErrors={serverErrors} hideSubmit>
      {(form) => (
        <>
          <EmailField form={form} />
          <AuthSubmit form={form} label={submitLabel ?? labelOf('sendCode', form.lang)} />
        </>
      )}
    </SchemaForm>
  );
}
