import { Button, Inline, StaticTable, Text, useToast } from '@dfr/ui';
import { CredentialRequestForm } from '@dfr/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCredentialRequests, useMe } from '../../api/hooks';
import type { Entity } from '../../api/types';
import { formatDate } from '../../features/dashboard/format';
import { requestCredential } from '../../features/entities/api';
import { ErrorNotice, Skeleton, StatusBadge } from '../../features/shell/Feedback';
import { Panel } from '../../features/shell/Panel';
import * as styles from './onboarding.css';

/** The first step: the entity's requests for an e-filing access credential, and a form for another. */
export function CredentialStep({ entity, onNext }: { entity: Entity; onNext: () => void }) {
  const { t, i18n } = useTranslation('onboarding');
  const me = useMe();
  const requests = useCredentialRequests(entity.id);
  const toast = useToast();
  const uid = useId();
  const list = requests.data ?? [];
  return (
    <Panel as="section" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{t('step.credential.title')}</h2>
      <p>{t('step.credential.intro')}</p>
      <h3>{t('step.credential.requests')}</h3>
      {requests.isLoading ? (
        <Skeleton lines={2} />
      ) : requests.error ? (
        <ErrorNotice error={requests.error} onRetry={() => void requests.mutate()} />
      ) : list.length === 0 ? (
        <Text as="p" tone="muted">
          {t('step.credential.none')}
        </Text>
      ) : (
        <StaticTable
          caption={t('step.credential.requests')}
          className={styles.requests}
          rows={list}
          columns={[
            {
              id: 'createdAt',
              name: t('step.credential.requested_on'),
              isRowHeader: true,
              render: (r) => formatDate(r.createdAt, i18n.language),
            },
            {
              id: 'contact',
              name: t('step.credential.contactEmail'),
              render: (r) => r.contactEmail ?? r.contactName,
            },
            { id: 'status', name: t('step.credential.status'), render: (r) => <StatusBadge status={r.status} /> },
          ]}
        />
      )}
      <CredentialRequestForm
        key={`${list.length}-${me.data?.email ?? ''}`}
        defaultValues={{ registrationNumber: entity.registrationNumber ?? '', contactEmail: me.data?.email ?? '' }}
        submitLabel={list.length ? t('step.credential.again') : t('step.credential.submit')}
        onSubmit={async (values) => {
          await requestCredential(entity.id, values);
          toast(t('step.credential.sent'));
          await requests.mutate();
        }}
      />
      <Inline space="sm">
        <Button onPress={onNext}>{t('next')}</Button>
      </Inline>
      <Text as="p" tone="muted">
        {t('step.credential.later')}
      </Text>
    </Panel>
  );
}
