import { internationalPhoneSchema, parseWith, passwordSchema } from '@dfr/forms/rules';
import { Button, Form, TextField, useLang } from '@dfr/ui';
import {
  fetchMFAPreference,
  fetchUserAttributes,
  setUpTOTP,
  updateMFAPreference,
  updatePassword,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import QRCode from 'qrcode';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { authErrorText, authReady, signOut, useAuth } from '../../../auth';
import {
  AuthCard,
  FormMessage,
  fieldText,
  NewPasswordFields,
  PasswordField,
  CodeField,
  type AuthErrors,
  readOneTimeCode,
} from '../../../auth/ui';
import { actions, muted } from '../../../features/shell/layout.css';
import * as styles from '../../../auth/auth.css';

const newPasswordSchema = passwordSchema();

/** Field errors (message keys) of the change-password form. */
function changeErrors(oldPassword: string, password: string, confirmPassword: string): AuthErrors {
  const errors: AuthErrors = {};
  if (!oldPassword) errors.oldPassword = 'required';
  const parsed = parseWith(newPasswordSchema, password);
  if (!parsed.ok) errors.password = Object.values(parsed.errors)[0] ?? 'required';
  if (!confirmPassword) errors.confirmPassword = 'required';
  else if (password !== confirmPassword) errors.confirmPassword = 'passwords_do_not_match';
  return errors;
}

type Mfa = { enabled: string[]; preferred?: string };

/**
 * Signed in: change the password, and turn two-step verification on (authenticator app, enrolled with a QR code, or
 * codes by message) or off.
 */
export default function ResetPass() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const auth = useAuth();
  const navigate = useNavigate();
  const [mfa, setMfa] = useState<Mfa>({ enabled: [] });

  const loadMfa = useCallback(async () => {
    await authReady();
    const pref = await fetchMFAPreference();
    setMfa({ enabled: pref.enabled ?? [], preferred: pref.preferred });
  }, []);
  useEffect(() => {
    void loadMfa().catch(() => undefined);
  }, [loadMfa]);

  return (
    <AuthCard
      step="SECURITY"
      title={t('security.heading')}
      intro={auth.email ? t('security.signed_in_as', { email: auth.email }) : undefined}
    >
      <ChangePassword lang={lang} />
      <TwoStep mfa={mfa} reload={loadMfa} lang={lang} email={auth.email ?? ''} />
      <div className={styles.section}>
        <Button
          variant="secondary"
          onPress={() => void signOut({ global: true }).finally(() => navigate('/login', { replace: true }))}
        >
          {t('security.sign_out_everywhere')}
        </Button>
      </div>
    </AuthCard>
  );
}

function ChangePassword({ lang }: { lang: 'en' | 'kh' }) {
  const { t } = useTranslation('auth');
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<AuthErrors>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = changeErrors(oldPassword, password, confirmPassword);
    setErrors(found);
    if (Object.keys(found).length) return;
    setFailure(undefined);
    setDone(false);
    setBusy(true);
    try {
      await updatePassword({ oldPassword, newPassword: password });
      setDone(true);
      setOld('');
      setPassword('');
      setConfirm('');
    } catch (error) {
      setFailure(authErrorText(error, lang, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="change-password">
      <h2 id="change-password">{t('security.change_heading')}</h2>
      <Form
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormMessage kind="error">{failure}</FormMessage>
        <FormMessage kind="success">{done ? t('security.changed') : undefined}</FormMessage>
        <PasswordField
          label={t('fields.current_password')}
          name="oldPassword"
          autoComplete="current-password"
          value={oldPassword}
          onChange={setOld}
          errorMessage={fieldText(errors, 'oldPassword', lang)}
        />
        <NewPasswordFields
          label={t('fields.new_password')}
          password={password}
          onPasswordChange={setPassword}
          confirmPassword={confirmPassword}
          onConfirmPasswordChange={setConfirm}
          errors={errors}
          lang={lang}
        />
        <Button type="submit" variant="primary" isPending={busy}>
          {t('security.change_submit')}
        </Button>
      </Form>
    </section>
  );
}

function TwoStep({
  mfa,
  reload,
  lang,
  email,
}: {
  mfa: Mfa;
  reload: () => Promise<void>;
  lang: 'en' | 'kh';
  email: string;
}) {
  const { t } = useTranslation('auth');
  const [setup, setSetup] = useState<{ secret: string; qr: string }>();
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [errors, setErrors] = useState<AuthErrors>({});
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void fetchUserAttributes()
      // The stored number fills the field only if nothing was typed yet (the answer may come after the first keys).
      .then((a) => setPhone((typed) => typed || (a.phone_number ?? '')))
      .catch(() => undefined);
  }, []);

  const run = async (action: () => Promise<void>) => {
    setFailure(undefined);
    setNotice(undefined);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(authErrorText(error, lang, t));
    } finally {
      setBusy(false);
    }
  };

  const status = mfa.enabled.includes('TOTP')
    ? t('security.mfa_totp')
    : mfa.enabled.includes('SMS')
      ? t('security.mfa_sms')
      : t('security.mfa_off');

  const startTotp = () =>
    run(async () => {
      const details = await setUpTOTP();
      const uri = details.getSetupUri('DFR', email).toString();
      setSetup({ secret: details.sharedSecret, qr: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) });
      setCode('');
    });

  const verifyTotp = () => {
    const typed = readOneTimeCode(code);
    if ('errors' in typed) return setErrors(typed.errors);
    setErrors({});
    void run(async () => {
      await verifyTOTPSetup({ code: typed.code });
      await updateMFAPreference({
        totp: 'PREFERRED',
        ...(mfa.enabled.includes('SMS') ? { sms: 'NOT_PREFERRED' } : {}),
      });
      setSetup(undefined);
      await reload();
      setNotice(t('security.totp_enabled'));
    });
  };

  const enableSms = () => {
    const parsed = parseWith(internationalPhoneSchema, phone);
    if (!parsed.ok) return setErrors({ phone: Object.values(parsed.errors)[0] ?? 'invalid_phone' });
    setErrors({});
    void run(async () => {
      await updateUserAttributes({ userAttributes: { phone_number: parsed.data } });
      await updateMFAPreference({
        sms: 'PREFERRED',
        ...(mfa.enabled.includes('TOTP') ? { totp: 'NOT_PREFERRED' } : {}),
      });
      setPhoneOpen(false);
      await reload();
      setNotice(t('security.sms_enabled'));
    });
  };

  const disable = () =>
    run(async () => {
      await updateMFAPreference({ totp: 'DISABLED', sms: 'DISABLED' });
      await reload();
      setNotice(t('security.mfa_disabled'));
    });

  return (
    <section className={styles.section} aria-labelledby="two-step" data-mfa={mfa.enabled.join(',') || 'off'}>
      <h2 id="two-step">{t('security.mfa_heading')}</h2>
      <p className={muted}>{t('security.mfa_intro')}</p>
      <p>{t('security.mfa_status', { status })}</p>
      <FormMessage kind="error">{failure}</FormMessage>
      <FormMessage kind="success">{notice}</FormMessage>
      {setup ? (
        <Form
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            verifyTotp();
          }}
        >
          <p>{t('security.totp_scan')}</p>
          <div className={styles.qr}>
            <img src={setup.qr} alt={t('security.totp_qr_alt')} />
            <span>{t('security.totp_key')}</span>
            <code className={styles.secret} data-testid="totp-secret">
              {setup.secret}
            </code>
          </div>
          <CodeField
            label={t('fields.mfa_code')}
            name="totp"
            value={code}
            onChange={setCode}
            errors={errors}
            lang={lang}
          />
          <div className={actions}>
            <Button type="submit" variant="primary" isPending={busy}>
              {t('security.totp_verify')}
            </Button>
            <Button variant="ghost" onPress={() => setSetup(undefined)}>
              {t('security.cancel')}
            </Button>
          </div>
        </Form>
      ) : phoneOpen ? (
        <Form
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            enableSms();
          }}
        >
          <TextField
            label={t('fields.phone')}
            description={t('fields.phone_hint')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={setPhone}
            isRequired
            isInvalid={!!errors.phone}
            errorMessage={errors.phone ? t('fields.phone_hint') : undefined}
          />
          <div className={actions}>
            <Button type="submit" variant="primary" isPending={busy}>
              {t('security.sms_enable')}
            </Button>
            <Button variant="ghost" onPress={() => setPhoneOpen(false)}>
              {t('security.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <div className={actions}>
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
        </div>
      )}
    </section>
  );
}
