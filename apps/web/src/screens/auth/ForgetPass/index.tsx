import { createResetPasswordSchema, forgotPasswordSchema, parseWith } from '@dfr/forms/rules';
import { Button, Form, useLang } from '@dfr/ui';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  AuthCard,
  FormMessage,
  NewPasswordFields,
  EmailField,
  CodeField,
  AuthComplete,
  useAuthRequest,
} from '../../../auth/ui';

const resetSchema = createResetPasswordSchema();

/**
 * Forgot password, signed out: the e-mail gets a code; the code and a new password reset it
 * (RESET_PASSWORD_COMPLETE), then sign-in with the new password.
 */
export default function ForgetPass() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [stage, setStage] = useState<'REQUEST' | 'CONFIRM' | 'COMPLETE'>('REQUEST');
  const [destination, setDestination] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, setErrors, failure, busy, run } = useAuthRequest();

  const request = () => {
    const parsed = parseWith(forgotPasswordSchema, { email });
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    void run(async () => {
      const result = await resetPassword({ username: parsed.data.email });
      setDestination(result.nextStep.codeDeliveryDetails?.destination ?? parsed.data.email);
      setCode('');
      setStage('CONFIRM');
    });
  };

  const confirm = () => {
    const parsed = parseWith(resetSchema, { email, code, password, confirmPassword });
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    void run(async () => {
      await confirmResetPassword({
        username: parsed.data.email,
        confirmationCode: parsed.data.code,
        newPassword: parsed.data.password,
      });
      setPassword('');
      setConfirmPassword('');
      setStage('COMPLETE');
    });
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
        <Form
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <FormMessage kind="error">{failure}</FormMessage>
          <CodeField
            label={t('fields.code')}
            name="code"
            value={code}
            onChange={setCode}
            autoFocus
            errors={errors}
            lang={lang}
          />
          <NewPasswordFields
            label={t('fields.new_password')}
            password={password}
            onPasswordChange={setPassword}
            confirmPassword={confirmPassword}
            onConfirmPasswordChange={setConfirmPassword}
            errors={errors}
            lang={lang}
          />
          <Button type="submit" variant="primary" isPending={busy} fullWidth>
            {t('forgot.reset_submit')}
          </Button>
          <Button variant="secondary" isDisabled={busy} onPress={request}>
            {t('forgot.resend')}
          </Button>
        </Form>
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
      <Form
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          request();
        }}
      >
        <FormMessage kind="error">{failure}</FormMessage>
        <EmailField value={email} onChange={setEmail} errors={errors} lang={lang} />
        <Button type="submit" variant="primary" isPending={busy} fullWidth>
          {t('forgot.send')}
        </Button>
      </Form>
    </AuthCard>
  );
}
