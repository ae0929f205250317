import { MfaPhoneForm, OneTimeCodeForm } from '@dfr/forms';
import { Button, Inline, Text } from '@dfr/ui';
import {
  fetchUserAttributes,
  setUpTOTP,
  updateMFAPreference,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../../auth/auth.css';
import { FormMessage, useAuthAction, useAuthSubmit } from '../../../auth/ui';

export type Mfa = { enabled: string[]; preferred?: string };

/** Two-step verification: turn on an authenticator app (enrolled with a QR code) or codes by message, or turn it off. */
export function TwoStep({ mfa, reload, email }: { mfa: Mfa; reload: () => Promise<void>; email: string }) {
  const { t } = useTranslation('auth');
  const submitting = useAuthSubmit();
  const { failure, busy, run } = useAuthAction();
  const [setup, setSetup] = useState<{ secret: string; qr: string }>();
  const [storedPhone, setStoredPhone] = useState<string>();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    // The stored number fills the field only if nothing was typed yet (the answer may come after the first keys).
    void fetchUserAttributes()
      .then((a) => setStoredPhone(a.phone_number))
      .catch(() => undefined);
  }, []);

  /** An action of this section: the last notice goes; the new one says what changed. */
  const act = (action: () => Promise<void>) => {
    setNotice(undefined);
    return run(action);
  };

  const status = mfa.enabled.includes('TOTP')
    ? t('security.mfa_totp')
    : mfa.enabled.includes('SMS')
      ? t('security.mfa_sms')
      : t('security.mfa_off');

  const startTotp = () =>
    act(async () => {
      const details = await setUpTOTP();
      const uri = details.getSetupUri('DFR', email).toString();
      setSetup({ secret: details.sharedSecret, qr: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) });
    });

  const verifyTotp = submitting(async ({ code }: { code: string }) => {
    setNotice(undefined);
    await verifyTOTPSetup({ code });
    await updateMFAPreference({ totp: 'PREFERRED', ...(mfa.enabled.includes('SMS') ? { sms: 'NOT_PREFERRED' } : {}) });
    setSetup(undefined);
    await reload();
    setNotice(t('security.totp_enabled'));
  });

  const enableSms = submitting(async ({ phone }: { phone: string }) => {
    setNotice(undefined);
    await updateUserAttributes({ userAttributes: { phone_number: phone } });
    await updateMFAPreference({ sms: 'PREFERRED', ...(mfa.enabled.includes('TOTP') ? { totp: 'NOT_PREFERRED' } : {}) });
    setPhoneOpen(false);
    await reload();
    setNotice(t('security.sms_enabled'));
  });

  const disable = () =>
    act(async () => {
      await updateMFAPreference({ totp: 'DISABLED', sms: 'DISABLED' });
      await reload();
      setNotice(t('security.mfa_disabled'));
    });

  return (
    <section className={styles.section} aria-labelledby="two-step" data-mfa={mfa.enabled.join(',') || 'off'}>
      <h2 id="two-step">{t('security.mfa_heading')}</h2>
      <Text as="p" tone="muted">
        {t('security.mfa_intro')}
      </Text>
      <p>{t('security.mfa_status', { status })}</p>
      <FormMessage kind="error">{failure}</FormMessage>
      <FormMessage kind="success">{notice}</FormMessage>
      {setup ? (
        <OneTimeCodeForm
          name="totp"
          submitLabel={t('security.totp_verify')}
          cancelLabel={t('security.cancel')}
          onCancel={() => setSetup(undefined)}
          onSubmit={verifyTotp}
        >
          <p>{t('security.totp_scan')}</p>
          <div className={styles.qr}>
            <img src={setup.qr} alt={t('security.totp_qr_alt')} />
            <span>{t('security.totp_key')}</span>
            <code className={styles.secret} data-testid="totp-secret">
              {setup.secret}
            </code>
          </div>
        </OneTimeCodeForm>
      ) : phoneOpen ? (
        <MfaPhoneForm
          storedPhone={storedPhone}
          submitLabel={t('security.sms_enable')}
          cancelLabel={t('security.cancel')}
          onCancel={() => setPhoneOpen(false)}
          onSubmit={enableSms}
        />
      ) : (
        <Inline space="sm">
          {/* Not isPending: this button is replaced by the set-up form when it succeeds. */}
          <Button variant="primary" isDisabled={busy} onPress={() => void startTotp()}>
            {t('security.totp_start')}
          </Button>
          <Button variant="secondary" isDisabled={busy} onPress={() => setPhoneOpen(true)}>
            {t('security.sms_enable')}
          </Button>
          {mfa.enabled.length ? (
            <Button variant="danger" isDisabled={busy} onPress={() => void disable()}>
              {t('security.mfa_disable')}
            </Button>
          ) : null}
        </Inline>
      )}
    </section>
  );
}
