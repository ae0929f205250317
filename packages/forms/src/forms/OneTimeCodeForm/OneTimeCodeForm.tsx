import { Button } from '@dfr/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { labelOf } from '../../labels';
import { oneTimeCodeFormSchema } from '../../rules';
import { SchemaFormView } from '../../SchemaForm';
import { useSchemaForm } from '../../useSchemaForm';
import { actionsRowStyle, AuthSubmit, type AuthFormProps, OneTimeCodeField } from '../AuthFields/AuthFields';

export interface OneTimeCodeFormProps extends AuthFormProps<{ code: string }> {
  /** `signIn`: a sign-in's second factor or an authenticator's set-up; `verification`: an e-mailed code. */
  kind?: 'signIn' | 'verification';
  /** The hidden input's name. @default code */
  name?: string;
  autoFocus?: boolean;
  /** Send the code as soon as its last digit is typed (a sign-in's second factor). @default false */
  submitOnComplete?: boolean;
  /** A cancel button beside the submit (the submit is then not the whole width). */
  onCancel?: () => void;
  /** @default Cancel */
  cancelLabel?: string;
  /** What comes before the code (an authenticator's QR code and key). */
  children?: ReactNode;
}

/** A 6-digit one-time code (a sign-in's second factor, an authenticator's set-up, an e-mailed code). */
export function OneTimeCodeForm({
  onSubmit,
  submitLabel,
  serverErrors,
  kind = 'signIn',
  name,
  autoFocus,
  submitOnComplete = false,
  onCancel,
  cancelLabel,
  children,
}: OneTimeCodeFormProps) {
  const form = useSchemaForm({ schema: oneTimeCodeFormSchema, onSubmit, serverErrors, defaultValues: { code: '' } });
  // The last digit's value is the form's on the next render: the submission waits for it.
  const [completed, setCompleted] = useState(false);
  const { handleSubmit } = form;
  useEffect(() => {
    if (!completed) return;
    setCompleted(false);
    void handleSubmit();
  }, [completed, handleSubmit]);
  return (
    <SchemaFormView form={form} hideSubmit>
      {() => (
        <>
          {children}
          <OneTimeCodeField
            form={form}
            label={labelOf(kind === 'signIn' ? 'signInCode' : 'verificationCode', form.lang)}
            name={name}
            autoFocus={autoFocus}
            onComplete={submitOnComplete ? () => setCompleted(true) : undefined}
          />
          {onCancel ? (
            <div style={actionsRowStyle}>
              <AuthSubmit form={form} label={submitLabel ?? labelOf('verify', form.lang)} fullWidth={false} />
              <Button variant="ghost" onPress={onCancel}>
                {cancelLabel ?? labelOf('cancel', form.lang)}
              </Button>
            </div>
          ) : (
            <AuthSubmit form={form} label={submitLabel ?? labelOf('verify', form.lang)} />
          )}
        </>
      )}
    </SchemaFormView>
  );
}
