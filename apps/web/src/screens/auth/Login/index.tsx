import { SignInForm } from '@dfr/forms';
import { translate } from '@dfr/forms/rules';
import { useLang } from '@dfr/ui';
import { confirmSignIn, fetchUserAttributes, type SignInOutput, signIn } from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authErrorText, refreshAuthState, safeRedirect, useAuth } from '../../../auth';
import { clearSignOutReason } from '../../../auth/store';
import { AuthCard, FormMessage, useAuthSubmit } from '../../../auth/ui';
import { ConfirmAttributeSteps, ConfirmSignInStep, SelectMfaStep } from './steps';

/** The specification's sign-in flow steps (SIGN_IN_COMPLETE leaves this screen). */
type Step =
  | { name: 'SIGN_IN' }
  | { name: 'CONFIRM_SIGN_IN'; factor: 'TOTP' | 'SMS'; destination?: string }
  | { name: 'SELECT_MFA' }
  | { name: 'SHOULD_CONFIRM_USER_ATTRIBUTE'; email: string };

export default function Login() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auth = useAuth();
  const submitting = useAuthSubmit();
  const redirect = safeRedirect(params.get('redirect'));
  const [step, setStep] = useState<Step>({ name: 'SIGN_IN' });
  const [busy, setBusy] = useState(false);
  // The e-mail typed last: the form starts with it again when the user comes back from the second factor.
  const [email, setEmail] = useState(params.get('email') ?? '');
  const notice = params.get('notice');
  const revoked = auth.reason === 'session_revoked';

  // Already signed in (and not in the middle of a step): go on.
  useEffect(() => {
    if (auth.status === 'signedIn' && step.name === 'SIGN_IN' && !busy) navigate(redirect, { replace: true });
  }, [auth.status, step.name, busy, navigate, redirect]);

  /** SIGN_IN_COMPLETE: on to where the user was going. */
  const leave = async () => {
    await refreshAuthState();
    navigate(redirect, { replace: true });
  };

  /** After the password (and second factor): an unconfirmed email asks to confirm it; otherwise SIGN_IN_COMPLETE. */
  const complete = async () => {
    clearSignOutReason();
    const attributes = await fetchUserAttributes().catch(() => undefined);
    if (attributes?.email && attributes.email_verified === 'false') {
      setStep({ name: 'SHOULD_CONFIRM_USER_ATTRIBUTE', email: attributes.email });
      return;
    }
    await leave();
  };

  const follow = async (output: SignInOutput, email?: string) => {
    const next = output.nextStep;
    switch (next.signInStep) {
      case 'DONE':
        return complete();
      case 'CONFIRM_SIGN_UP':
        return navigate(`/confirmUser?${new URLSearchParams({ email: email ?? '' })}`);
      case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
        return setStep({ name: 'CONFIRM_SIGN_IN', factor: 'TOTP' });
      case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
        return setStep({ name: 'CONFIRM_SIGN_IN', factor: 'SMS', destination: next.codeDeliveryDetails?.destination });
      case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
        return setStep({ name: 'SELECT_MFA' });
      default:
        // A step this screen has no form for: its name, as the service gave it.
        throw new Error(next.signInStep);
    }
  };

  /** The password, then the step aws-amplify asks for; busy meanwhile, so a session does not leave mid-step. */
  const submitPassword = submitting(async ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    setEmail(username);
    try {
      await follow(await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }), username);
    } finally {
      setBusy(false);
    }
  });

  if (step.name === 'CONFIRM_SIGN_IN') {
    return (
      <ConfirmSignInStep
        factor={step.factor}
        destination={step.destination}
        onCode={async (code) => follow(await confirmSignIn({ challengeResponse: code }))}
        onBack={() => setStep({ name: 'SIGN_IN' })}
      />
    );
  }
  if (step.name === 'SELECT_MFA') {
    return <SelectMfaStep onChoose={async (factor) => follow(await confirmSignIn({ challengeResponse: factor }))} />;
  }
  if (step.name === 'SHOULD_CONFIRM_USER_ATTRIBUTE') return <ConfirmAttributeSteps email={step.email} onDone={leave} />;

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
      <SignInForm defaultEmail={email} submitLabel={t('login.submit')} onSubmit={submitPassword} />
    </AuthCard>
  );
}
