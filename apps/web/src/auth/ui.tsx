import {
  type FieldError,
  type Lang,
  type MessageKey,
  oneTimeCodeSchema,
  parseWith,
  passwordRuleResults,
  translate,
} from '@dfr/forms/rules';
import { Alert, Button, CodeInput, TextField, UIProvider, visuallyHidden, useLang } from '@dfr/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './auth.css';

import { authReady } from './config';
import { authErrorText } from './errors';
import { muted } from '../features/shell/layout.css';

/** The frame of every sign-in screen: one heading, an intro, the flow step (for tests and styling) and the form. */
export function AuthCard({
  title,
  intro,
  step,
  children,
  footer,
}: {
  title: ReactNode;
  intro?: ReactNode;
  step: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const lang = useLang();
  // The @dfr/ui theme and component language for the auth screens (harmless if the shell provides them too).
  return (
    <UIProvider lang={lang} className={styles.ui}>
      <section className={styles.card} data-step={step} aria-labelledby="auth-heading">
        <h1 id="auth-heading">{title}</h1>
        {intro ? <p className={muted}>{intro}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </UIProvider>
  );
}

/**
 * A flow's last step: its success message, and sign-in with the e-mail filled in (SIGN_UP_COMPLETE,
 * RESET_PASSWORD_COMPLETE).
 */
export function AuthComplete({
  step,
  title,
  message,
  email,
}: {
  step: string;
  title: ReactNode;
  message: MessageKey;
  email: string;
}) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <AuthCard step={step} title={title}>
      <FormMessage kind="success">{translate(message, lang)}</FormMessage>
      <Button variant="primary" onPress={() => navigate(`/login?${new URLSearchParams({ email: email.trim() })}`)}>
        {t('confirm.go_login')}
      </Button>
    </AuthCard>
  );
}

/**
 * A sign-in form's request state: the field errors, the failure and busy. `run` waits for the identity client, runs
 * the action and shows what went wrong in the reader's language.
 */
export function useAuthRequest() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [errors, setErrors] = useState<AuthErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await authReady();
      await action();
    } catch (error) {
      setFailure(authErrorText(error, lang, t));
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, failure, setFailure, busy, run };
}

/** A message for the whole form: an error (announced at once) or a notice. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children?: ReactNode }) {
  if (!children) return null;
  // @dfr/ui's Alert: errors as role "alert", notices as a polite "status".
  return (
    <Alert tone={kind} live>
      {children}
    </Alert>
  );
}

/** A password field with a show/hide button; the value is never trimmed. */
export function PasswordField({
  label,
  value,
  onChange,
  errorMessage,
  autoComplete,
  name,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  errorMessage?: string;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <div>
      <TextField
        label={label}
        name={name}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        isRequired
        isInvalid={!!errorMessage}
        errorMessage={errorMessage}
        suffix={
          <Button variant="ghost" size="sm" onPress={() => setShown((s) => !s)} aria-pressed={shown}>
            {shown ? t('hide_password') : t('show_password')}
          </Button>
        }
      />
    </div>
  );
}

/** The password policy as a checklist that follows what is typed. */
export function PasswordChecklist({ password, lang }: { password: string; lang: Lang }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.rules}>
      <p id="password-rules">{t('password_rules')}</p>
      <ul aria-labelledby="password-rules">
        {passwordRuleResults(password).map((r) => (
          <li key={r.rule} data-ok={r.ok}>
            <span aria-hidden="true">{r.ok ? '✓' : '•'}</span> {translate(r.key, lang, r.params)}
            <span className={visuallyHidden}> ({r.ok ? t('rule_met') : t('rule_not_met')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A screen's field errors: the rules package's message keys, with their placeholders' values when they have some. */
export type AuthErrors = Record<string, string | FieldError>;

/**
 * A typed one-time code (sign-in, authenticator set-up, e-mail change) read by the rules' `oneTimeCodeSchema`
 * (Khmer digits and spaces accepted): the code to send, or the code field's error.
 */
export function readOneTimeCode(typed: string): { code: string } | { errors: AuthErrors } {
  const parsed = parseWith(oneTimeCodeSchema, typed);
  if (parsed.ok) return { code: parsed.data };
  return { errors: { code: Object.values(parsed.errors)[0] ?? 'code_six_digits' } };
}

/** Field errors from the rules package (message keys with their params) in the current language. */
export function fieldText(errors: AuthErrors, field: string, lang: Lang): string | undefined {
  const e = errors[field];
  if (!e) return undefined;
  return typeof e === 'string' ? translate(e, lang) : translate(e.key, lang, e.params);
}

/**
 * Choosing a new password: the password, the policy checklist that follows it, and the repeat. One block for
 * sign-up, the code-based reset and the signed-in change, so the three stay alike.
 */
export function NewPasswordFields({
  label,
  password,
  onPasswordChange,
  confirmPassword,
  onConfirmPasswordChange,
  errors,
  lang,
}: {
  label: string;
  password: string;
  onPasswordChange: (value: string) => void;
  confirmPassword: string;
  onConfirmPasswordChange: (value: string) => void;
  errors: AuthErrors;
  lang: Lang;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        errorMessage={fieldText(errors, 'password', lang)}
      />
      <PasswordChecklist password={password} lang={lang} />
      <PasswordField
        label={t('fields.confirm_password')}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
        errorMessage={fieldText(errors, 'confirmPassword', lang)}
      />
    </>
  );
}

/**
 * The email field of the sign-in screens (sign-in, sign-up, confirmation, forgotten password): one label, type and
 * error rendering. `field` names the rule whose error it shows (`username` on the sign-in form).
 */
export function EmailField({
  value,
  onChange,
  errors,
  lang,
  field = 'email',
  autoComplete = 'email',
}: {
  value: string;
  onChange: (value: string) => void;
  errors: AuthErrors;
  lang: Lang;
  field?: string;
  autoComplete?: 'email' | 'username';
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      name="email"
      type="email"
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={!!errors[field]}
      errorMessage={fieldText(errors, field, lang)}
    />
  );
}

/** A 6-digit code (emailed, by message or from an authenticator app), its error from the `code` rule. */
export function CodeField({
  label,
  value,
  onChange,
  errors,
  lang,
  name,
  autoFocus,
  onComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: AuthErrors;
  lang: Lang;
  name?: string;
  autoFocus?: boolean;
  onComplete?: (code: string) => void;
}) {
  return (
    <CodeInput
      label={label}
      name={name}
      length={6}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      isRequired
      autoFocus={autoFocus}
      isInvalid={!!errors.code}
      errorMessage={fieldText(errors, 'code', lang)}
    />
  );
}
