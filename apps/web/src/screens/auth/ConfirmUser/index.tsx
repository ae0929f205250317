import { confirmSignUpSchema, parseWith, translate } from '@dfr/forms/rules';
import { Button, Form } from '@dfr/ui';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authErrorText, authReady } from '../../../auth';
import { AuthCard, FormMessage, useLang, EmailField, CodeField, type AuthErrors } from '../../../auth/ui';

/**
 * CONFIRM_SIGN_UP: the 6-digit code from the e-mail (or the e-mail's link, which carries email and code) confirms
 * the account; SIGN_UP_COMPLETE then leads to sign-in.
 */
export default function ConfirmUser() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [errors, setErrors] = useState<AuthErrors>({});
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [complete, setComplete] = useState(false);

  const confirm = async (typed = code) => {
    const parsed = parseWith(confirmSignUpSchema, { email, code: typed });
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    setFailure(undefined);
    setNotice(undefined);
    setBusy(true);
    try {
      await authReady();
      await confirmSignUp({ username: parsed.data.email, confirmationCode: parsed.data.code });
      setComplete(true);
    } catch (error) {
      setFailure(authErrorText(error, lang, t));
    } finally {
      setBusy(false);
    }
  };

  // The e-mail's verification link: confirm straight away, once.
  const fromLink = useRef(false);
  useEffect(() => {
    if (fromLink.current || !params.get('email') || !params.get('code')) return;
    fromLink.current = true;
    void confirm(params.get('code') ?? '');
  });

  const resend = async () => {
    setFailure(undefined);
    setNotice(undefined);
    setBusy(true);
    try {
      await authReady();
      const details = await resendSignUpCode({ username: email.trim() });
      setNotice(t('confirm.resent', { destination: details.destination ?? email.trim() }));
    } catch (error) {
      setFailure(authErrorText(error, lang, t));
    } finally {
      setBusy(false);
    }
  };

  if (complete) {
    return (
      <AuthCard step="SIGN_UP_COMPLETE" title={t('confirm.heading')}>
        <FormMessage kind="success">{translate('sign_up_complete', lang)}</FormMessage>
        <Button variant="primary" onPress={() => navigate(`/login?${new URLSearchParams({ email: email.trim() })}`)}>
          {t('confirm.go_login')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      step="CONFIRM_SIGN_UP"
      title={t('confirm.heading')}
      intro={t('confirm.intro')}
      footer={<Link to="/login">{t('login.back')}</Link>}
    >
      <Form
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <FormMessage kind="error">{failure}</FormMessage>
        <FormMessage kind="info">{notice}</FormMessage>
        <EmailField value={email} onChange={setEmail} errors={errors} lang={lang} />
        <CodeField label={t('fields.code')} name="code" value={code} onChange={setCode} errors={errors} lang={lang} />
        <Button type="submit" variant="primary" isPending={busy} fullWidth>
          {t('confirm.submit')}
        </Button>
        <Button variant="secondary" isDisabled={busy || !email.trim()} onPress={() => void resend()}>
          {t('confirm.resend')}
        </Button>
      </Form>
    </AuthCard>
  );
}
