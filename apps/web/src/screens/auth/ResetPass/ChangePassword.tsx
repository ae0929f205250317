import { ChangePasswordForm } from '@dfr/forms';
import { updatePassword } from 'aws-amplify/auth';
import { useTranslation } from 'react-i18next';
import * as styles from '../../../auth/auth.css';
import { useAuthSubmit } from '../../../auth/ui';

/** Signed in: the current password, then the new one under the policy; the fields empty once it is changed. */
export function ChangePassword() {
  const { t } = useTranslation('auth');
  const submitting = useAuthSubmit();
  return (
    <section className={styles.section} aria-labelledby="change-password">
      <h2 id="change-password">{t('security.change_heading')}</h2>
      <ChangePasswordForm
        submitLabel={t('security.change_submit')}
        savedMessage={t('security.changed')}
        onSubmit={submitting(({ oldPassword, password }: { oldPassword: string; password: string }) =>
          updatePassword({ oldPassword, newPassword: password }),
        )}
      />
    </section>
  );
}
