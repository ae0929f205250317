import { Button, DataTable, useLang, Text } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useMe } from '../../../api/hooks';
import { formatDateTime, formatNumber } from '../../dashboard/format';
import { downloadUpload, listUploads } from '../api';
import type { StatementRecord } from '../types';
import { ErrorNotice } from './ErrorNotice';

/** A file a committed import read, as `GET /api/entities/:id/uploads` answers it. */
type ImportedFile = Awaited<ReturnType<typeof listUploads>>[number];

/**
 * The trial balances imported into a statement, kept as uploaded (issue 17): who, when, size and SHA-256, each
 * downloadable, so the figures can be traced back to their file.
 */
export function ImportedFiles({ statement }: { statement: Pick<StatementRecord, 'id' | 'entityId'> }) {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const me = useMe();
  const files = useSWR(['uploads', statement.entityId, statement.id], () =>
    listUploads(statement.entityId, statement.id),
  );
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const mySub = me.data?.id;
  const rows = files.data ?? [];
  return (
    <section aria-labelledby={`imported-${statement.id}`}>
      <h3 id={`imported-${statement.id}`}>{t('uploads.title')}</h3>
      <Text as="p" tone="muted">
        {t('uploads.intro')}
      </Text>
      <ErrorNotice error={files.error ?? error} />
      <DataTable<ImportedFile>
        aria-labelledby={`imported-${statement.id}`}
        rows={rows}
        maxHeight="16rem"
        emptyState={t('uploads.none')}
        columns={[
          { id: 'fileName', name: t('uploads.file'), isRowHeader: true },
          { id: 'createdAt', name: t('uploads.on'), render: (r) => formatDateTime(r.createdAt, lang) },
          {
            id: 'uploadedBy',
            name: t('uploads.by'),
            render: (r) => (r.uploadedBy === mySub ? t('uploads.you') : (r.uploadedByEmail ?? '—')),
          },
          { id: 'size', name: t('uploads.size'), align: 'end', render: (r) => formatNumber(r.size, lang) },
          {
            id: 'sha256',
            name: t('uploads.fingerprint'),
            render: (r) => <code title={r.sha256}>{r.sha256.slice(0, 12)}…</code>,
          },
          {
            id: 'download',
            name: t('uploads.get'),
            render: (r) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('uploads.download', { name: r.fileName })}
                isPending={busy === r.id}
                isDisabled={busy !== null && busy !== r.id}
                onPress={() => {
                  setBusy(r.id);
                  setError(null);
                  void downloadUpload(statement.entityId, r.id, r.fileName)
                    .catch(setError)
                    .finally(() => setBusy(null));
                }}
              >
                ↓
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
