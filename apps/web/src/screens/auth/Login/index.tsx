import { parseWith, signInSchema, translate } from '@dfr/forms/rules';
import { Button, Form, useLang } from '@dfr/ui';
import {
  confirmSignIn,
  confirmUserAttribute,
  fetchUserAttributes,
  type SignInOutput,
  sendUserAttributeVerificationCode,
  signIn,
} from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authErrorText, refreshAuthState, safeRedirect, useAuth } from '../../../auth';
import { clearSignOutReason } from '../../../auth/store';
import {
  AuthCard,
  FormMessage,
  fieldText,
  PasswordField,
  EmailField,
  CodeField,
  readOneTimeCode,
  useAuthRequest,
} from '../../../auth/ui';
import { actions } from '../../../features/shell/layout.css';

/** The specification's sign-in flow steps (SIGN_IN_COMPLETE leaves this screen). */
type Step =
  | { name: 'SIGN_IN' }
  | { name: 'CONFIRM_SIGN_IN'; factor: 'TOTP' | 'SMS'; destination?: string }
  | { name: 'SELECT_MFA' }
  | { name: 'SHOULD_CONFIRM_USER_ATTRIBUTE'; email: string; codeSent: boolean }
  | { name: 'CONFIRM_ATTRIBUTE_COMPLETE' };

export default function Login() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auth = useAuth();
  const redirect = safeRedirect(params.get('redirect'));
  const [step, setStep] = useState<Step>({ name: 'SIGN_IN' });
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { errors, setErrors, failure, setFailure, busy, run } = useAuthRequest();
  const notice = params.get('notice');
  const revoked = auth.reason === 'session_revoked';

  // Already signed in (and not in the middle of a step): go on.
  useEffect(() => {
    if (auth.status === 'signedIn' && step.name === 'SIGN_IN' && !busy) navigate(redirect, { replace: true });
  }, [auth.status, step.name, busy, navigate, redirect]);

  /** After the password (and second factor): an unconfirmed email asks to confirm it; otherwise SIGN_IN_COMPLETE. */
  const complete = async () => {
    clearSignOutReason();
    const attributes = await fetchUserAttributes().catch(() => undefined);
    if (attributes?.email && attributes.email_verified === 'false') {
      setStep({ name: 'SHOULD_CONFIRM_USER_ATTRIBUTE', email: attributes.email, codeSent: false });
      return;
    }
    await refreshAuthState();
    navigate(redirect, { replace: true });
  };

  const follow = async (output: SignInOutput) => {
    setCode('');
    const next = output.nextStep;
    switch (next.signInStep) {
      case 'DONE':
        return complete();
      case 'CONFIRM_SIGN_UP':
        return navigate(`/confirmUser?${new URLSearchParams({ email: email.trim() })}`);
      case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
        return setStep({ name: 'CONFIRM_SIGN_IN', factor: 'TOTP' });
      case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
        return setStep({ name: 'CONFIRM_SIGN_IN', factor: 'SMS', destination: next.codeDeliveryDetails?.destination });
      case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
        return setStep({ name: 'SELECT_MFA' });
      default:
        setFailure(next.signInStep);
    }
  };

  const submitPassword = () => {
    const parsed = parseWith(signInSchema, { username: email, password });
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    void run(async () =>
      follow(
        await signIn({
          username: parsed.data.username,
          password: parsed.data.password,
          options: { authFlowType: 'USER_PASSWORD_AUTH' },
        }),
      ),
    );
  };

  const submitCode = (value = code) => {
    const typed = readOneTimeCode(value);
    if ('errors' in typed) return setErrors(typed.errors);
    setErrors({});
    void run(async () => follow(await confirmSignIn({ challengeResponse: typed.code })));
  };

  if (step.name === 'CONFIRM_SIGN_IN') {
    return (
      <AuthCard
        step="CONFIRM_SIGN_IN"
        title={step.factor === 'TOTP' ? t('login.mfa_totp_heading') : t('login.mfa_sms_heading')}
        intro={
          step.factor === 'TOTP'
            ? t('login.mfa_totp_intro')
            : t('login.mfa_sms_intro', { destination: step.destination ?? '' })
        }
        footer={
          <Button variant="ghost" onPress={() => setStep({ name: 'SIGN_IN' })}>
            {t('login.back')}
          </Button>
        }
      >
        <Form
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            submitCode();
          }}
        >
          <FormMessage kind="error">{failure}</FormMessage>
          <CodeField
            label={t('fields.mfa_code')}
            value={code}
            onChange={setCode}
            onComplete={(c) => submitCode(c)}
            autoFocus
            errors={errors}
            lang={lang}
          />
          <Button type="submit" variant="primary" isPending={busy} fullWidth>
            {t('login.mfa_submit')}
          </Button>
        </Form>
      </AuthCard>
    );
  }

  if (step.name === 'SELECT_MFA') {
    return (
      <AuthCard step="SELECT_MFA" title={t('login.mfa_choose_heading')}>
        <FormMessage kind="error">{failure}</FormMessage>
        <div className={actions}>
          <Button
            variant="primary"
            isPending={busy}
            onPress={() => void run(async () => follow(await confirmSignIn({ challengeResponse: 'TOTP' })))}
          >
            {t('login.mfa_choose_totp')}
          </Button>
          <Button
            variant="secondary"
            isPending={busy}
            onPress={() => void run(async () => follow(await confirmSignIn({ challengeResponse: 'SMS' })))}
          >
            {t('login.mfa_choose_sms')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (step.name === 'SHOULD_CONFIRM_USER_ATTRIBUTE') {
    return (
      <AuthCard
        step="SHOULD_CONFIRM_USER_ATTRIBUTE"
        title={t('login.verify_attribute_heading')}
        intro={t('login.verify_attribute_intro', { email: step.email })}
        footer={
          <Button
            variant="ghost"
            onPress={() =>
              void run(async () => {
                await refreshAuthState();
                navigate(redirect, { replace: true });
              })
            }
          >
            {t('login.verify_attribute_skip')}
          </Button>
        }
      >
        <FormMessage kind="error">{failure}</FormMessage>
        {step.codeSent ? (
          <Form
            validationBehavior="aria"
            onSubmit={(e) => {
              e.preventDefault();
              const typed = readOneTimeCode(code);
              if ('errors' in typed) return setErrors(typed.errors);
              void run(async () => {
                await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: typed.code });
                setStep({ name: 'CONFIRM_ATTRIBUTE_COMPLETE' });
              });
            }}
          >
            <CodeField label={t('fields.code')} value={code} onChange={setCode} autoFocus errors={errors} lang={lang} />
            <Button type="submit" variant="primary" isPending={busy} fullWidth>
              {t('login.verify_attribute_submit')}
            </Button>
          </Form>
        ) : (
          <Button
            variant="primary"
            isPending={busy}
            onPress={() =>
              void run(async () => {
                await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
                setStep({ ...step, codeSent: true });
              })
            }
          >
            {t('login.verify_attribute_send')}
          </Button>
        )}
      </AuthCard>
    );
  }

  if (step.name === 'CONFIRM_ATTRIBUTE_COMPLETE') {
    return (
      <AuthCard step="CONFIRM_ATTRIBUTE_COMPLETE" title={t('login.verify_attribute_heading')}>
        <FormMessage kind="success">{t('login.attribute_confirmed')}</FormMessage>
        <Button
          variant="primary"
          onPress={() =>
            void run(async () => {
              await refreshAuthState();
              navigate(redirect, { replace: true });
            })
          }
        >
          {t('login.submit')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      step="SIGN_IN"
      title={t('login.heading')}
      intro={t('login.intro')}
      footer={
        <>
          <Link to="/forgetPass">{t('login.forgot')}</Link>
          <span>
            {t('login.no_account')} <Link to="/signup">{t('login.signup_link')}</Link>
          </span>
        </>
      }
    >
      {revoked ? <FormMessage kind="info">{t('errors.session_revoked')}</FormMessage> : null}
      {notice === 'sign_up_complete' || notice === 'password_reset_complete' ? (
        <FormMessage kind="success">{translate(notice, lang)}</FormMessage>
      ) : null}
      {auth.status === 'error' ? <FormMessage kind="error">{authErrorText(auth.error, lang, t)}</FormMessage> : null}
      <Form
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          submitPassword();
        }}
      >
        <FormMessage kind="error">{failure}</FormMessage>
        <EmailField
          value={email}
          onChange={setEmail}
          errors={errors}
          lang={lang}
          field="username"
          autoComplete="username"
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorMessage={fieldText(errors, 'password', lang)}
        />
        <Button type="submit" variant="primary" isPending={busy} fullWidth>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
