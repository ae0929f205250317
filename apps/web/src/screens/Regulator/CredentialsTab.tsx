import { Button, useLang, useToast, Inline, Text } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../features/dashboard/format';
import { type CredentialRequestRow, decideCredential, useDeskRequests } from '../../features/regulator/api';
import { useRegulatorCan } from '../../features/regulator/staff-api';
import { StatusBadge } from '../../features/shell/Feedback';
import { DeskFilters, DeskPager, useDeskQuery } from './DeskFilters';
import { DeskTable, nameOf } from './DeskTable';
import { ReasonDialog } from './ReasonDialog';

const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
const CREDENTIAL_COLUMNS = [
  'entity',
  'credentials.registration',
  'credentials.contact',
  'credentials.asked',
  'status',
  'actions',
] as const;

/** E-filing credential requests: issue one, or refuse it with a reason. */
export function CredentialsTab() {
  const { t } = useTranslation(['regulator', 'shell']);
  const lang = useLang();
  const toast = useToast();
  const state = useDeskQuery();
  const list = useDeskRequests(state.query);
  const [refusing, setRefusing] = useState<CredentialRequestRow | null>(null);
  // Issuing or refusing is a reviewer's (issue 32: the one capability table); other staff read the list.
  const mayDecide = useRegulatorCan('review');
  const [error, setError] = useState<unknown>(null);
  return (
    <>
      <DeskFilters
        state={state}
        year={false}
        statuses={{ name: 'status', ids: REQUEST_STATUSES, label: (id) => t(`shell:status.${id}`) }}
        counts={list.data?.counts}
      />
      <DeskTable
        list={{ ...list, data: list.data?.requests }}
        none={t('credentials.none')}
        error={error}
        caption={t('tab.credentials')}
        columns={CREDENTIAL_COLUMNS.map((key) => t(key))}
        getRowId={(r) => r.id}
        rowProps={(r) => ({ 'data-status': r.status })}
        cells={(r) => [
          nameOf(lang, r.entityNameEn, r.entityNameKh),
          r.registrationNumber,
          <>
            {r.contactEmail}
            {r.message ? (
              <Text as="div" tone="muted">
                {r.message}
              </Text>
            ) : null}
          </>,
          formatDate(r.createdAt, lang),
          <>
            <StatusBadge status={r.status} />
            {r.reason ? (
              <Text as="div" tone="muted">
                {r.reason}
              </Text>
            ) : null}
          </>,
          r.status === 'pending' ? (
            mayDecide ? (
              <Inline space="sm" key="decide">
                <Button
                  size="sm"
                  onPress={async () => {
                    try {
                      await decideCredential(r.id, 'approve');
                      await list.mutate();
                      toast(t('credentials.issued'));
                    } catch (e) {
                      setError(e);
                    }
                  }}
                >
                  {t('credentials.issue')}
                </Button>
                <Button size="sm" variant="danger" onPress={() => setRefusing(r)}>
                  {t('credentials.refuse')}
                </Button>
              </Inline>
            ) : null
          ) : (
            formatDate(r.decidedAt, lang)
          ),
        ]}
      >
        {refusing && (
          <ReasonDialog
            title={t('credentials.refuse_title', { name: nameOf(lang, refusing.entityNameEn, refusing.entityNameKh) })}
            label={t('credentials.reason')}
            action={t('credentials.refuse')}
            onClose={() => setRefusing(null)}
            onSubmit={async (reason) => {
              await decideCredential(refusing.id, 'reject', reason);
              await list.mutate();
            }}
          />
        )}
        <DeskPager state={state} total={list.data?.total} next={list.data?.next} />
      </DeskTable>
    </>
  );
}
