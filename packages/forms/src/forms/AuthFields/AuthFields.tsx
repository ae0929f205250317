import { Button, CodeInput, TextField, vars, visuallyHidden } from '@dfr/ui';
import { type CSSProperties, useState } from 'react';
import { labelOf } from '../../labels';
import { DEFAULT_PASSWORD_POLICY, type Lang, type PasswordPolicy, passwordRuleResults, translate } from '../../rules';
import type { SchemaFormApi, ServerFieldErrors } from '../../useSchemaForm';

/**
 * The fields the sign-in forms share (sign-in, sign-up, confirmation, password reset and change, two-step
 * verification), bound to a schema form: one label, type and error rendering each, so the forms stay alike.
 */
type Form = SchemaFormApi;

// Inline styles on theme variables: the package's components carry no stylesheet of their own.
const checklistStyle: CSSProperties = {
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.xs} 0 0`,
  display: 'grid',
  gap: vars.space.xs,
};
const paragraphStyle: CSSProperties = { margin: 0 };

/** The email of a sign-in form (`path` names the rule: `username` on the sign-in form). */
export function EmailField({
  form,
  path = 'email',
  autoComplete = 'email',
}: {
  form: Form;
  path?: string;
  autoComplete?: 'email' | 'username';
}) {
  return (
    <TextField
      {...form.text(path)}
      name="email"
      label={labelOf('email', form.lang)}
      type="email"
      autoComplete={autoComplete}
      isRequired
    />
  );
}

/** A password with a show/hide button; the value is never trimmed. */
export function PasswordField({
  form,
  path,
  label,
  autoComplete,
  autoFocus,
}: {
  form: Form;
  path: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...form.text(path)}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      isRequired
      suffix={
        <Button variant="ghost" size="sm" onPress={() => setShown((s) => !s)} aria-pressed={shown}>
          {labelOf(shown ? 'hidePassword' : 'showPassword', form.lang)}
        </Button>
      }
    />
  );
}

/** The password policy as a checklist that follows what is typed (a rule met turns green). */
export function PasswordChecklist({
  password,
  lang,
  policy = DEFAULT_PASSWORD_POLICY,
}: {
  password: string;
  lang: Lang;
  policy?: Partial<PasswordPolicy>;
}) {
  return (
    <div>
      <p id="password-rules" style={paragraphStyle}>
        {labelOf('passwordRules', lang)}
      </p>
      <ul aria-labelledby="password-rules" style={checklistStyle}>
        {passwordRuleResults(password, policy).map((r) => (
          <li key={r.rule} data-ok={r.ok} style={r.ok ? { color: vars.color.success } : undefined}>
            <span aria-hidden="true">{r.ok ? '✓' : '•'}</span> {translate(r.key, lang, r.params)}
            <span className={visuallyHidden}> ({labelOf(r.ok ? 'ruleMet' : 'ruleNotMet', lang)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Choosing a new password: the password, the policy checklist that follows it, and the repeat (`password` and
 * `confirmPassword`). One block for sign-up, the code-based reset and the signed-in change.
 */
export function NewPasswordFields({
  form,
  label,
  policy,
}: {
  form: Form;
  /** The first field's label. @default Password */
  label?: string;
  policy?: Partial<PasswordPolicy>;
}) {
  const password = form.values.password;
  return (
    <>
      <PasswordField
        form={form}
        path="password"
        label={label ?? labelOf('password', form.lang)}
        autoComplete="new-password"
      />
      <PasswordChecklist password={typeof password === 'string' ? password : ''} lang={form.lang} policy={policy} />
      <PasswordField
        form={form}
        path="confirmPassword"
        label={labelOf('confirmPassword', form.lang)}
        autoComplete="new-password"
      />
    </>
  );
}

/** A 6-digit code (emailed, by message or from an authenticator app) in separate boxes; Khmer digits accepted. */
export function OneTimeCodeField({
  form,
  label,
  name,
  autoFocus,
  onComplete,
}: {
  form: Form;
  label: string;
  /** The hidden input's name. @default code */
  name?: string;
  autoFocus?: boolean;
  onComplete?: (code: string) => void;
}) {
  return (
    <CodeInput
      {...form.code('code')}
      {...(name ? { name } : {})}
      label={label}
      length={6}
      onComplete={onComplete}
      autoFocus={autoFocus}
      isRequired
    />
  );
}

/** A sign-in form's submit button: the whole width, pending while the request runs. */
export function AuthSubmit({ form, label, fullWidth = true }: { form: Form; label: string; fullWidth?: boolean }) {
  return (
    <Button type="submit" variant="primary" isPending={form.isSubmitting} fullWidth={fullWidth}>
      {label}
    </Button>
  );
}

/** What every sign-in form takes: the call to make with the parsed input, and the words of its submit button. */
export interface AuthFormProps<T> {
  /** Called with the parsed input; throw (an API error, or `{ messageKey, message }`) to show why it failed. */
  onSubmit: (data: T) => unknown;
  /** The submit button's label. @default the form's own, in the reader's language */
  submitLabel?: string;
  /** Field errors from the server to show now. */
  serverErrors?: ServerFieldErrors;
}

/** A secondary action's button beside a form's submit ("Send a new code"): disabled while either runs. */
export function useSecondaryAction(action: (() => unknown) | undefined) {
  const [running, setRunning] = useState(false);
  const run = () => {
    if (!action) return;
    setRunning(true);
    void Promise.resolve()
      .then(action)
      .catch(() => undefined)
      .finally(() => setRunning(false));
  };
  return { running, run };
}

/** A row of buttons (a submit and its cancel). */
export const actionsRowStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm };
