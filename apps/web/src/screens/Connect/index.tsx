import { CredentialRequestForm } from '@dfr/forms';
import { Alert, useToast, LinkButton, Box } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useCredentialRequests, useMe } from '../../api/hooks';
import { requestCredential } from '../../features/entities/api';
import { formatDate } from '../../features/dashboard/format';
import { entityName, useCurrentEntity } from '../../features/entities/EntityContext';
import { EmptyState, ErrorNotice, Skeleton, StatusBadge } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { useRealtime } from '../../realtime';
import * as styles from './connect.css';
import { Panel } from '../../features/shell/Panel';

/**
 * `/connect`: connect the current entity to the e-filing platform. The entity asks for its e-filing access
 * credential; the regulator's staff approve or refuse it on their desk, and the answer shows here at once ("Connection
 * approved", or the refusal with its reason and the way to ask again).
 */
export default function Connect() {
  const { t, i18n } = useTranslation(['entities', 'common']);
  const { current, isLoading, error, reload } = useCurrentEntity();
  const me = useMe();
  const toast = useToast();
  const requests = useCredentialRequests(current?.id);
  const sub = me.data?.id;
  // The regulator's answer arrives as a notification: read the requests again when one comes.
  useRealtime(sub ? `users/${sub}/notifications` : null, () => void requests.mutate());
  const list = requests.data ?? [];
  const approved = list.find((r) => r.status === 'approved');
  const latest = list[0];
  const date = (iso: string | null | undefined) => formatDate(iso ?? undefined, i18n.language);

  return (
    <Page title={t('common:title.connect')} description={t('connect_page.intro')}>
      {isLoading || requests.isLoading ? (
        <Skeleton />
      ) : error || requests.error ? (
        <ErrorNotice
          error={error ?? requests.error}
          onRetry={() => {
            void reload();
            void requests.mutate();
          }}
        />
      ) : !current ? (
        <EmptyState title={t('none')} action={<LinkButton href="/onboarding">{t('add')}</LinkButton>}>
          {t('connect_page.no_entity')}
        </EmptyState>
      ) : (
        <Panel as="section" className={styles.narrow} aria-labelledby="connect-entity">
          <h2 id="connect-entity">{entityName(current, i18n.language)}</h2>
          <div role="status" data-connection={approved ? 'approved' : (latest?.status ?? 'none')}>
            {approved ? (
              <Alert tone="success" title={t('connect_page.connected')}>
                {t('connect_page.approved_on', { date: date(approved.decidedAt) })}
              </Alert>
            ) : latest?.status === 'pending' ? (
              <Alert tone="info">{t('connect_page.pending', { date: date(latest.createdAt) })}</Alert>
            ) : latest?.status === 'rejected' ? (
              <Alert tone="error" title={t('connect_page.refused', { date: date(latest.decidedAt) })}>
                {latest.reason ? t('connect_page.refused_reason', { reason: latest.reason }) : null}
              </Alert>
            ) : (
              <p>{t('connect_page.not_connected')}</p>
            )}
          </div>
          {!approved && latest?.status !== 'pending' ? (
            <CredentialRequestForm
              key={list.length}
              defaultValues={{
                registrationNumber: current.registrationNumber ?? '',
                contactEmail: me.data?.email ?? '',
              }}
              submitLabel={latest ? t('connect_page.again') : t('connect_page.submit')}
              onSubmit={async (values) => {
                await requestCredential(current.id, values);
                await requests.mutate();
                toast(t('connect_page.sent'));
              }}
            />
          ) : null}
          {list.length ? (
            <>
              <h3>{t('connect_page.history')}</h3>
              <Box as="ul" listStyle="none" padding="none">
                {list.map((r) => (
                  <li key={r.id}>
                    {date(r.createdAt)} · {r.contactEmail} · <StatusBadge status={r.status} />
                  </li>
                ))}
              </Box>
            </>
          ) : null}
        </Panel>
      )}
    </Page>
  );
}
