import { confirmSignUpSchema, parseWith, translate } from '@dfr/forms/rules';
import { Button, Form, useLang } from '@dfr/ui';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, FormMessage, EmailField, CodeField, AuthComplete, useAuthRequest } from '../../../auth/ui';

/**
 * CONFIRM_SIGN_UP: the 6-digit code from the e-mail (or the e-mail's link, which carries email and code) confirms
 * the account; SIGN_UP_COMPLETE then leads to sign-in.
 */
export default function ConfirmUser() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState(params.get('code') ?? '');
  const { errors, setErrors, failure, setFailure, busy, run } = useAuthRequest();
  const [notice, setNotice] = useState<string>();
  const [complete, setComplete] = useState(false);

  const confirm = async (typed = code, viaLink = false) => {
    const parsed = parseWith(confirmSignUpSchema, { email, code: typed });
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    setNotice(undefined);
    let linkExpired = false;
    await run(async () => {
      try {
        await confirmSignUp({ username: parsed.data.email, confirmationCode: parsed.data.code });
      } catch (error) {
        // A link that expired or was replaced by a newer code says so (the form below asks for a new code).
        if (!viaLink || (error as { name?: string })?.name !== 'ExpiredCodeException') throw error;
        linkExpired = true;
        return;
      }
      setComplete(true);
    });
    if (linkExpired) setFailure(translate('confirm_link_expired', lang));
  };

  // The e-mail's verification link: confirm straight away, once.
  const fromLink = useRef(false);
  useEffect(() => {
    if (fromLink.current || !params.get('email') || !params.get('code')) return;
    fromLink.current = true;
    void confirm(params.get('code') ?? '', true);
  });

  const resend = async () => {
    setNotice(undefined);
    await run(async () => {
      const details = await resendSignUpCode({ username: email.trim() });
      setNotice(t('confirm.resent', { destination: details.destination ?? email.trim() }));
    });
  };

  if (complete) {
    return (
      <AuthComplete step="SIGN_UP_COMPLETE" title={t('confirm.heading')} message="sign_up_complete" email={email} />
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
