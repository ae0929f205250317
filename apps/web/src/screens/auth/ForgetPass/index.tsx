import { ForgotPasswordForm, ResetPasswordForm } from '@dfr/forms';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard, AuthComplete, FormMessage, useAuthAction, useAuthSubmit } from '../../../auth/ui';

/**
 * Forgot password, signed out: the e-mail gets a code; the code and a new password reset it
 * (RESET_PASSWORD_COMPLETE), then sign-in with the new password.
 */
export default function ForgetPass() {
  const { t } = useTranslation('auth');
  const [stage, setStage] = useState<'REQUEST' | 'CONFIRM' | 'COMPLETE'>('REQUEST');
  const [destination, setDestination] = useState('');
  const [email, setEmail] = useState('');
  const submitting = useAuthSubmit();
  const resend = useAuthAction();

  /** Sends the code to the e-mail (again, from the second step). */
  const request = async (address: string) => {
    const result = await resetPassword({ username: address });
    setEmail(address);
    setDestination(result.nextStep.codeDeliveryDetails?.destination ?? address);
    setStage('CONFIRM');
  };

  if (stage === 'COMPLETE') {
    return (
      <AuthComplete
        step="RESET_PASSWORD_COMPLETE"
        title={t('forgot.reset_heading')}
        message="password_reset_complete"
        email={email}
      />
    );
  }

  if (stage === 'CONFIRM') {
    return (
      <AuthCard
        step="CONFIRM_RESET_PASSWORD"
        title={t('forgot.reset_heading')}
        intro={t('forgot.reset_intro', { destination })}
        footer={<Link to="/login">{t('login.back')}</Link>}
      >
        <FormMessage kind="error">{resend.failure}</FormMessage>
        <ResetPasswordForm
          submitLabel={t('forgot.reset_submit')}
          resendLabel={t('forgot.resend')}
          onResend={() => resend.run(() => request(email))}
          onSubmit={submitting(async ({ code, password }: { code: string; password: string }) => {
            await confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
            setStage('COMPLETE');
          })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      step="RESET_PASSWORD"
      title={t('forgot.heading')}
      intro={t('forgot.intro')}
      footer={<Link to="/login">{t('login.back')}</Link>}
    >
      <ForgotPasswordForm
        submitLabel={t('forgot.send')}
        onSubmit={submitting(({ email: address }: { email: string }) => request(address))}
      />
    </AuthCard>
  );
}
