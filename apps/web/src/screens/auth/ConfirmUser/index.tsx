import { ConfirmSignUpForm } from '@dfr/forms';
import { confirmSignUpSchema, parseWith, translate } from '@dfr/forms/rules';
import { useLang } from '@dfr/ui';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, AuthComplete, FormMessage, useAuthAction, useAuthSubmit } from '../../../auth/ui';

/**
 * CONFIRM_SIGN_UP: the 6-digit code from the e-mail (or the e-mail's link, which carries email and code) confirms
 * the account; SIGN_UP_COMPLETE then leads to sign-in.
 */
export default function ConfirmUser() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [params] = useSearchParams();
  const submitting = useAuthSubmit();
  // The e-mail's link and the "send a new code" button: their failures and notices above the form.
  const outside = useAuthAction();
  const [notice, setNotice] = useState<string>();
  const [confirmed, setConfirmed] = useState<string>();

  // The e-mail's verification link: confirm straight away, once.
  const fromLink = useRef(false);
  useEffect(() => {
    if (fromLink.current || !params.get('email') || !params.get('code')) return;
    fromLink.current = true;
    // A link's values are read by the same rules as typed ones; a broken link leaves them in the form to fix.
    const link = parseWith(confirmSignUpSchema, { email: params.get('email'), code: params.get('code') });
    if (!link.ok) return;
    const { email, code } = link.data;
    let linkExpired = false;
    void outside
      .run(async () => {
        try {
          await confirmSignUp({ username: email, confirmationCode: code });
        } catch (error) {
          // A link that expired or was replaced by a newer code says so (the form below asks for a new code).
          if ((error as { name?: string })?.name !== 'ExpiredCodeException') throw error;
          linkExpired = true;
          return;
        }
        setConfirmed(email);
      })
      .then(() => {
        if (linkExpired) outside.setFailure(translate('confirm_link_expired', lang));
      });
  });

  if (confirmed !== undefined) {
    return (
      <AuthComplete step="SIGN_UP_COMPLETE" title={t('confirm.heading')} message="sign_up_complete" email={confirmed} />
    );
  }

  return (
    <AuthCard
      step="CONFIRM_SIGN_UP"
      title={t('confirm.heading')}
      intro={t('confirm.intro')}
      footer={<Link to="/login">{t('login.back')}</Link>}
    >
      <FormMessage kind="error">{outside.failure}</FormMessage>
      <FormMessage kind="info">{notice}</FormMessage>
      <ConfirmSignUpForm
        defaultValues={{ email: params.get('email') ?? '', code: params.get('code') ?? '' }}
        submitLabel={t('confirm.submit')}
        resendLabel={t('confirm.resend')}
        onResend={(email) => {
          setNotice(undefined);
          return outside.run(async () => {
            const details = await resendSignUpCode({ username: email });
            setNotice(t('confirm.resent', { destination: details.destination ?? email }));
          });
        }}
        onSubmit={submitting(async ({ email, code }: { email: string; code: string }) => {
          setNotice(undefined);
          outside.setFailure(undefined);
          await confirmSignUp({ username: email, confirmationCode: code });
          setConfirmed(email);
        })}
      />
    </AuthCard>
  );
}
