import { Button } from '@dfr/ui';
import type { z } from 'zod';
import { labelOf } from '../../labels';
import { confirmSignUpSchema } from '../../rules';
import { SchemaForm } from '../../SchemaForm';
import {
  AuthSubmit,
  type AuthFormProps,
  EmailField,
  OneTimeCodeField,
  useSecondaryAction,
} from '../AuthFields/AuthFields';

export interface ConfirmSignUpFormProps extends AuthFormProps<z.output<typeof confirmSignUpSchema>> {
  /** The values the form starts with (the e-mail's link carries both). */
  defaultValues?: { email?: string; code?: string };
  /** Asks for a new code for the e-mail as typed (trimmed); its button is disabled while the e-mail is empty. */
  onResend?: (email: string) => unknown;
  /** @default Send a new code */
  resendLabel?: string;
}

/** Confirming a sign-up: the e-mail and the 6-digit code it received (Khmer digits accepted). */
export function ConfirmSignUpForm({
  onSubmit,
  submitLabel,
  serverErrors,
  defaultValues,
  onResend,
  resendLabel,
}: ConfirmSignUpFormProps) {
  return (
    <SchemaForm
      schema={confirmSignUpSchema}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      defaultValues={{ email: defaultValues?.email ?? '', code: defaultValues?.code ?? '' }}
      hideSubmit
    >
      {(form) => {
        const email = typeof form.values.email === 'string' ? form.values.email.trim() : '';
        return (
          <>
            <EmailField form={form} />
            <OneTimeCodeField form={form} label={labelOf('verificationCode', form.lang)} />
            <AuthSubmit form={form} label={submitLabel ?? labelOf('confirm', form.lang)} />
            {onResend ? (
              <Resend
                label={resendLabel ?? labelOf('sendNewCode', form.lang)}
                isDisabled={form.isSubmitting || !email}
                action={() => onResend(email)}
              />
            ) : null}
          </>
        );
      }}
    </SchemaForm>
  );
}

/** The "Send a new code" button, disabled while its request runs. */
export function Resend({ label, isDisabled, action }: { label: string; isDisabled: boolean; action: () => unknown }) {
  const resend = useSecondaryAction(action);
  return (
    <Button variant="secondary" isDisabled={isDisabled || resend.running} onPress={resend.run}>
      {label}
    </Button>
  );
}
