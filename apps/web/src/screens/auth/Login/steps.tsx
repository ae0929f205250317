import { OneTimeCodeForm } from '@dfr/forms';
import { Button, Inline } from '@dfr/ui';
import { confirmUserAttribute, sendUserAttributeVerificationCode } from 'aws-amplify/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard, FormMessage, useAuthAction, useAuthSubmit } from '../../../auth/ui';

/** CONFIRM_SIGN_IN: the second factor's code (authenticator app or message), sent as soon as it is typed. */
export function ConfirmSignInStep({
  factor,
  destination,
  onCode,
  onBack,
}: {
  factor: 'TOTP' | 'SMS';
  destination?: string;
  onCode: (code: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const submitting = useAuthSubmit();
  return (
    <AuthCard
      step="CONFIRM_SIGN_IN"
      title={factor === 'TOTP' ? t('login.mfa_totp_heading') : t('login.mfa_sms_heading')}
      intro={
        factor === 'TOTP' ? t('login.mfa_totp_intro') : t('login.mfa_sms_intro', { destination: destination ?? '' })
      }
      footer={
        <Button variant="ghost" onPress={onBack}>
          {t('login.back')}
        </Button>
      }
    >
      <OneTimeCodeForm
        autoFocus
        submitOnComplete
        submitLabel={t('login.mfa_submit')}
        onSubmit={submitting(({ code }: { code: string }) => onCode(code))}
      />
    </AuthCard>
  );
}

/** SELECT_MFA: the account has both factors; the user picks one. */
export function SelectMfaStep({ onChoose }: { onChoose: (factor: 'TOTP' | 'SMS') => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { failure, busy, run } = useAuthAction();
  return (
    <AuthCard step="SELECT_MFA" title={t('login.mfa_choose_heading')}>
      <FormMessage kind="error">{failure}</FormMessage>
      <Inline space="sm">
        <Button variant="primary" isPending={busy} onPress={() => void run(() => onChoose('TOTP'))}>
          {t('login.mfa_choose_totp')}
        </Button>
        <Button variant="secondary" isPending={busy} onPress={() => void run(() => onChoose('SMS'))}>
          {t('login.mfa_choose_sms')}
        </Button>
      </Inline>
    </AuthCard>
  );
}

/**
 * SHOULD_CONFIRM_USER_ATTRIBUTE, then CONFIRM_ATTRIBUTE_COMPLETE: an unconfirmed e-mail gets a code to confirm it
 * (or is skipped); `onDone` goes on to where the sign-in leads.
 */
export function ConfirmAttributeSteps({ email, onDone }: { email: string; onDone: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const submitting = useAuthSubmit();
  const { failure, busy, run } = useAuthAction();
  const [stage, setStage] = useState<'SEND' | 'CODE' | 'COMPLETE'>('SEND');

  if (stage === 'COMPLETE') {
    return (
      <AuthCard step="CONFIRM_ATTRIBUTE_COMPLETE" title={t('login.verify_attribute_heading')}>
        <FormMessage kind="error">{failure}</FormMessage>
        <FormMessage kind="success">{t('login.attribute_confirmed')}</FormMessage>
        <Button variant="primary" onPress={() => void run(onDone)}>
          {t('login.submit')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      step="SHOULD_CONFIRM_USER_ATTRIBUTE"
      title={t('login.verify_attribute_heading')}
      intro={t('login.verify_attribute_intro', { email })}
      footer={
        <Button variant="ghost" onPress={() => void run(onDone)}>
          {t('login.verify_attribute_skip')}
        </Button>
      }
    >
      <FormMessage kind="error">{failure}</FormMessage>
      {stage === 'CODE' ? (
        <OneTimeCodeForm
          kind="verification"
          autoFocus
          submitLabel={t('login.verify_attribute_submit')}
          onSubmit={submitting(async ({ code }: { code: string }) => {
            await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
            setStage('COMPLETE');
          })}
        />
      ) : (
        <Button
          variant="primary"
          isPending={busy}
          onPress={() =>
            void run(async () => {
              await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
              setStage('CODE');
            })
          }
        >
          {t('login.verify_attribute_send')}
        </Button>
      )}
    </AuthCard>
  );
}
