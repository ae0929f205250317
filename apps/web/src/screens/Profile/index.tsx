import { ProfileForm } from '@dfr/forms';
import { profileSchema } from '@dfr/forms/rules';
import { useToast, LinkButton, Tiles } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { saveProfile } from '../../features/profile/api';
import { ErrorNotice, Skeleton } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { Panel } from '../../features/shell/Panel';

/** The profile form's fields (@dfr/forms' profile rule), which `GET /api/me` answers too (null when not given yet). */
const FIELDS = Object.keys(profileSchema.shape) as (keyof typeof profileSchema.shape)[];

/** `/profile`: the signed-in user's own details (from the user menu), with the way to password and two-step sign-in. */
export default function Profile() {
  const { t } = useTranslation('shell');
  const me = useMe();
  const toast = useToast();
  const data = me.data;
  const defaults = data
    ? Object.fromEntries(FIELDS.flatMap((k) => (data[k] === null || data[k] === undefined ? [] : [[k, data[k]]])))
    : {};
  return (
    <Page title={t('profile.title')} description={data?.email}>
      {me.isLoading ? (
        <Skeleton lines={8} />
      ) : me.error || !data ? (
        <ErrorNotice error={me.error} onRetry={() => void me.mutate()} />
      ) : (
        <Tiles space="md" minColumnWidth="380px" fit="fit" marginBottom="md">
          <Panel>
            <h2>{t('profile.details')}</h2>
            <ProfileForm
              key={data.version}
              defaultValues={defaults}
              submitLabel={t('profile.save')}
              onSubmit={async (values) => {
                await saveProfile({ ...values, version: data.version });
                await me.mutate();
                toast(t('profile.saved'));
              }}
            />
          </Panel>
          <Panel>
            <h2>{t('profile.security')}</h2>
            <p>{t('profile.security_text')}</p>
            <LinkButton variant="secondary" href="/resetPass">
              {t('profile.security_link')}
            </LinkButton>
          </Panel>
        </Tiles>
      )}
    </Page>
  );
}
