import { fetchMFAPreference } from 'aws-amplify/auth';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { authReady, signOut, useAuth } from '../../../auth';
import * as styles from '../../../auth/auth.css';
import { AuthCard } from '../../../auth/ui';
import { Button } from '@dfr/ui';
import { ChangePassword } from './ChangePassword';
import { type Mfa, TwoStep } from './TwoStep';

/**
 * Signed in: change the password, and turn two-step verification on (authenticator app, enrolled with a QR code, or
 * codes by message) or off.
 */
export default function ResetPass() {
  const { t } = useTranslation('auth');
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
      <ChangePassword />
      <TwoStep mfa={mfa} reload={loadMfa} email={auth.email ?? ''} />
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
