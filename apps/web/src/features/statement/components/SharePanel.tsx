import { Alert, Button, Stack, Text, Box } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatDate } from '../../dashboard/format';
import { createShare, listShares, revokeShare, type Share } from '../api';
import type { StatementRecord } from '../types';
import { ErrorNotice } from './ErrorNotice';

/**
 * Sharing an accepted statement: revocable links (`/public/:id`) any signed-in platform user can open. Made and
 * revoked by the super admin or an admin; everyone in the entity sees the links.
 */
export function SharePanel({ statement, canShare }: { statement: Pick<StatementRecord, 'id'>; canShare: boolean }) {
  const { t, i18n } = useTranslation('statement');
  const shares = useSWR(['shares', statement.id], () => listShares(statement.id));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      await shares.mutate();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const list = shares.data ?? [];
  const url = (s: Share) => `${location.origin}${s.path}`;
  return (
    <Box as="section" marginY="md" aria-labelledby="share-h">
      <Box as="h3" marginBottom="sm" id="share-h">
        {t('share.title')}
      </Box>
      <Text as="p" tone="muted">
        {t('share.intro')}
      </Text>
      <ErrorNotice error={error ?? shares.error} />
      {list.length ? (
        <Stack as="ul" space="xs" listStyle="none" padding="none" marginY="sm">
          {list.map((s) => (
            <li key={s.id} data-share={s.id} data-revoked={!!s.revokedAt}>
              {s.revokedAt ? (
                <>
                  <del>{url(s)}</del> {t('share.revokedOn', { date: formatDate(s.revokedAt, i18n.language) })}
                </>
              ) : (
                <>
                  <a href={s.path}>{url(s)}</a>{' '}
                  {canShare && (
                    <Button
                      size="sm"
                      variant="secondary"
                      isDisabled={busy}
                      onPress={() => void act(() => revokeShare(statement.id, s.id))}
                    >
                      {t('share.revoke')}
                    </Button>
                  )}
                </>
              )}
            </li>
          ))}
        </Stack>
      ) : (
        <p>{t('share.none')}</p>
      )}
      {canShare ? (
        <Button isPending={busy} onPress={() => void act(() => createShare(statement.id))}>
          {t('share.create')}
        </Button>
      ) : (
        <Alert tone="info">{t('share.adminsOnly')}</Alert>
      )}
    </Box>
  );
}
