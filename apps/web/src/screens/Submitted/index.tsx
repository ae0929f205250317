import { Alert, Button, StaticTable, useLang, Inline, Text } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useMe } from '../../api/hooks';
import { useRealtime } from '../../realtime';
import { useState } from 'react';
import { formatDate, formatYear } from '../../features/dashboard/format';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { StatusBadge } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { downloadSubmissionFile, listSubmissions } from '../../features/statement/api';
import { ErrorNotice } from '../../features/statement/components/ErrorNotice';
import { StatementUI } from '../../features/statement/components/StatementUI';

/** `/submited`: the entity's submissions to the regulator with their e-filing receipts and the regulator's answers. */
export default function Submitted() {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const { current: entity } = useCurrentEntity();
  const answer = useSWR(entity ? ['submissions', entity.id] : null, () => listSubmissions(entity!.id));
  const list = answer.data?.submissions ?? [];
  const [error, setError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  // The regulator's decision arrives as a notification: read the filings again when one comes.
  const me = useMe();
  const sub = me.data?.id;
  useRealtime(sub ? `users/${sub}/notifications` : null, () => void answer.mutate());
  return (
    <Page title={t('submitted.title')} description={t('submitted.intro')}>
      <ErrorNotice error={answer.error ?? error} />
      {answer.data && !answer.data.eligibility.eligible && (
        <Alert tone="warning">{t(`submitted.not_eligible.${answer.data.eligibility.reason}`)}</Alert>
      )}
      {answer.data && list.length === 0 && <p>{t('submitted.none')}</p>}
      {list.length > 0 && (
        <StatementUI>
          <StaticTable
            caption={t('submitted.caption')}
            showCaption
            rows={list}
            rowProps={(s) => ({ 'data-receipt': s.receiptNumber, 'data-status': s.status })}
            columns={[
              {
                id: 'year',
                name: t('submitted.year'),
                isRowHeader: true,
                render: (s) => (
                  <Link to={`/reporting/${encodeURIComponent(s.statementId)}`}>
                    {t('submitted.view', { year: formatYear(s.reportingYear, lang) })}
                  </Link>
                ),
              },
              { id: 'receipt', name: t('submitted.receipt'), render: (s) => s.receiptNumber },
              { id: 'on', name: t('submitted.on'), render: (s) => formatDate(s.submittedAt, lang) },
              {
                id: 'status',
                name: t('stage.label'),
                render: (s) => (
                  <>
                    <StatusBadge status={s.status === 'received' ? 'submitted' : s.status} />
                    {s.reasons ? (
                      <Text as="p" tone="muted" size="sm">
                        {t('submitted.reasons')} {s.reasons}
                      </Text>
                    ) : null}
                  </>
                ),
              },
              {
                id: 'documents',
                name: t('submitted.documents'),
                render: (s) => (
                  <>
                    <Inline space="sm" marginY="sm">
                      {s.files.map((f) => (
                        <Button
                          key={f.name}
                          variant="secondary"
                          size="sm"
                          // A file being fetched shows its progress; the others wait for it.
                          isPending={downloading === `${s.id}/${f.name}`}
                          isDisabled={downloading !== null && downloading !== `${s.id}/${f.name}`}
                          onPress={() => {
                            setDownloading(`${s.id}/${f.name}`);
                            void downloadSubmissionFile(s.entityId, s.id, f.name)
                              .catch(setError)
                              .finally(() => setDownloading(null));
                          }}
                        >
                          {f.name}
                        </Button>
                      ))}
                    </Inline>
                    {s.packageHash ? (
                      <Text as="p" tone="muted" size="sm">
                        {t('submitted.hash')} <code data-package-hash>{s.packageHash}</code>
                      </Text>
                    ) : null}
                  </>
                ),
              },
            ]}
          />
        </StatementUI>
      )}
    </Page>
  );
}
