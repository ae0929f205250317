import { Alert, Button } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { getJson, useMe } from '../../api/hooks';
import { useRealtime } from '../../realtime';
import { useState } from 'react';
import { formatDate, formatYear } from '../../features/dashboard/format';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import type { SubmissionRow } from '../../features/regulator/api';
import { StatusBadge } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { downloadSubmissionFile } from '../../features/statement/api';
import { ErrorNotice } from '../../features/statement/components/ErrorNotice';
import { StatementUI } from '../../features/statement/components/StatementUI';
import { useLang } from '../../i18n';
import '../../features/statement/statement.css';

interface SubmissionsAnswer {
  submissions: SubmissionRow[];
  eligibility: { eligible: boolean; reason?: 'no_credential' | 'suspended' };
}

/** `/submited`: the entity's submissions to the regulator with their e-filing receipts and the regulator's answers. */
export default function Submitted() {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const { current: entity } = useCurrentEntity();
  const answer = useSWR<SubmissionsAnswer>(entity ? `/api/entities/${entity.id}/submissions` : null, getJson);
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
          <table className="dfr-table">
            <caption>{t('submitted.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('submitted.year')}</th>
                <th scope="col">{t('submitted.receipt')}</th>
                <th scope="col">{t('submitted.on')}</th>
                <th scope="col">{t('stage.label')}</th>
                <th scope="col">{t('submitted.documents')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.id} data-receipt={s.receiptNumber} data-status={s.status}>
                  <th scope="row">
                    <Link to={`/reporting/${encodeURIComponent(s.statementId)}`}>
                      {t('submitted.view', { year: formatYear(s.reportingYear, lang) })}
                    </Link>
                  </th>
                  <td>{s.receiptNumber}</td>
                  <td>{formatDate(s.submittedAt, lang)}</td>
                  <td>
                    <StatusBadge status={s.status === 'received' ? 'submitted' : s.status} />
                    {s.reasons ? (
                      <p className="dfr-hint">
                        {t('submitted.reasons')} {s.reasons}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <div className="dfr-actions">
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
                    </div>
                    {s.packageHash ? (
                      <p className="dfr-hint">
                        {t('submitted.hash')} <code data-package-hash>{s.packageHash}</code>
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </StatementUI>
      )}
    </Page>
  );
}
