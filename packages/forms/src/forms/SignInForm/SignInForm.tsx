import { labelOf } from '../../labels';
import { type SignInInput, signInSchema } from '../../rules';
import { SchemaForm } from '../../SchemaForm';
import { AuthSubmit, type AuthFormProps, EmailField, PasswordField } from '../AuthFields/AuthFields';

export interface SignInFormProps extends AuthFormProps<SignInInput> {
  /** The e-mail the form starts with (after sign-up, a reset or an invitation). */
  defaultEmail?: string;
}

/** Sign-in: the e-mail as the username (trimmed, lower case) and the password as typed. */
export function SignInForm({ onSubmit, submitLabel, serverErrors, defaultEmail }: SignInFormProps) {
  return (
    <SchemaForm
      schema={signInSchema}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      defaultValues={{ username: defaultEmail ?? '' }}
      hideSubmit
    >
      {(form) => (
        <>
          <EmailField form={form} path="username" autoComplete="username" />
          <PasswordField
            form={form}
            path="password"
            label={labelOf('password', form.lang)}
            autoComplete="current-password"
          />
          <AuthSubmit form={form} label={submitLabel ?? labelOf('signIn', form.lang)} />
        </>
      )}
    </SchemaForm>
  );
}
