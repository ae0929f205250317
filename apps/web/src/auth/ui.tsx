import { type MessageKey, translate } from '@dfr/forms/rules';
import { Alert, Button, Text, UIProvider, useLang } from '@dfr/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './auth.css';

import { authReady } from './config';
import { authErrorText, authFailure } from './errors';
import { Panel } from '../features/shell/Panel';

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
      <Panel
        as="section"
        display="grid"
        gap="md"
        className={styles.card}
        data-step={step}
        aria-labelledby="auth-heading"
      >
        <h1 id="auth-heading">{title}</h1>
        {intro ? (
          <Text as="p" tone="muted">
            {intro}
          </Text>
        ) : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Panel>
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
 * A sign-in form's call to the identity service, as its `onSubmit`: waits for the identity client, runs the action
 * and, when it fails, throws what the form shows above its fields, in the reader's language.
 */
export function useAuthSubmit() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  return useCallback(
    <T,>(action: (data: T) => Promise<unknown>) =>
      async (data: T) => {
        try {
          await authReady();
          await action(data);
        } catch (error) {
          throw authFailure(error, lang, t);
        }
      },
    [lang, t],
  );
}

/**
 * A sign-in screen's action outside its forms (choose a factor, send a new code, a link's confirmation): its
 * failure in the reader's language, and busy while it runs.
 */
export function useAuthAction() {
  const { t } = useTranslation('auth');
  const lang = useLang();
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
  return { failure, setFailure, busy, run };
}

/** A message for the whole screen: an error (announced at once) or a notice. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children?: ReactNode }) {
  if (!children) return null;
  // @dfr/ui's Alert: errors as role "alert", notices as a polite "status".
  return (
    <Alert tone={kind} live>
      {children}
    </Alert>
  );
}
