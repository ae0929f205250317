import { useMemo } from 'react';
import type { z } from 'zod';
import { labelOf } from '../../labels';
import { createResetPasswordCodeSchema, DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../../rules';
import { SchemaForm } from '../../SchemaForm';
import { AuthSubmit, type AuthFormProps, NewPasswordFields, OneTimeCodeField } from '../AuthFields/AuthFields';
import { Resend } from '../ConfirmSignUpForm/ConfirmSignUpForm';

export type ResetPasswordInput = z.output<ReturnType<typeof createResetPasswordCodeSchema>>;

export interface ResetPasswordFormProps extends AuthFormProps<ResetPasswordInput> {
  /** The identity service's password policy. @default the product default */
  policy?: Partial<PasswordPolicy>;
  /** Sends the code again (to the first step's e-mail). */
  onResend?: () => unknown;
  /** @default Send a new code */
  resendLabel?: string;
  /** Focus the code's first box on mount (the screen just asked for the e-mailed code). @default true */
  autoFocus?: boolean;
}

/** A forgotten password's second step: the e-mailed code and the new password, typed twice, under the policy. */
export function ResetPasswordForm({
  onSubmit,
  submitLabel,
  serverErrors,
  policy = DEFAULT_PASSWORD_POLICY,
  onResend,
  resendLabel,
  autoFocus = true,
}: ResetPasswordFormProps) {
  const schema = useMemo(() => createResetPasswordCodeSchema(policy), [policy]);
  return (
    <SchemaForm schema={schema} onSubmit={onSubmit} serverErrors={serverErrors} hideSubmit>
      {(form) => (
        <>
          <OneTimeCodeField form={form} label={labelOf('verificationCode', form.lang)} autoFocus={autoFocus} />
          <NewPasswordFields form={form} label={labelOf('newPassword', form.lang)} policy={policy} />
          <AuthSubmit form={form} label={submitLabel ?? labelOf('setNewPassword', form.lang)} />
          {onResend ? (
            <Resend
              label={resendLabel ?? labelOf('sendNewCode', form.lang)}
              isDisabled={form.isSubmitting}
              action={onResend}
            />
          ) : null}
        </>
      )}
    </SchemaForm>
  );
}
