import { Button, ConfirmDialog, useLang, useToast, visuallyHidden, Inline, Text } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatYear } from '../../features/dashboard/format';
import { decideSubmission, downloadFile, type SubmissionRow, useDeskSubmissions } from '../../features/regulator/api';
import { useRegulatorCan } from '../../features/regulator/staff-api';
import { StatusBadge } from '../../features/shell/Feedback';
import { useErrorMessage } from '../../features/shell/errorMessages';
import { DeskFilters, DeskPager, useDeskQuery } from './DeskFilters';
import { DeskTable, nameOf } from './DeskTable';
import { ReasonDialog } from './ReasonDialog';
import { ReviewDialog } from './ReviewDialog';

const SUBMISSION_STATUSES = ['received', 'accepted', 'rejected'] as const;
const SUBMISSION_SORTS = ['submitted', 'year', 'entity'] as const;
const SUBMISSION_COLUMNS = [
  'submissions.receipt',
  'entity',
  'year',
  'submissions.submitted',
  'status',
  'submissions.files',
  'actions',
] as const;

/** The submissions received: review a filing, accept it, or reject it with reasons. */
export function SubmissionsTab() {
  const { t } = useTranslation(['regulator', 'shell']);
  const lang = useLang();
  const toast = useToast();
  const errorText = useErrorMessage();
  const state = useDeskQuery();
  const list = useDeskSubmissions(state.query);
  // Deciding is a reviewer's (issue 32: the one capability table); other staff read the list.
  const mayDecide = useRegulatorCan('review');
  const [rejecting, setRejecting] = useState<SubmissionRow | null>(null);
  const [accepting, setAccepting] = useState<SubmissionRow | null>(null);
  const [reviewing, setReviewing] = useState<SubmissionRow | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <>
      <DeskFilters
        state={state}
        statuses={{
          name: 'status',
          ids: SUBMISSION_STATUSES,
          label: (id) => t(`shell:status.${id === 'received' ? 'submitted' : id}`),
        }}
        counts={list.data?.counts}
        sorts={SUBMISSION_SORTS}
      />
      <DeskTable
        list={{ ...list, data: list.data?.submissions }}
        none={t('submissions.none')}
        error={error}
        caption={t('tab.submissions')}
        columns={SUBMISSION_COLUMNS.map((key) => t(key))}
        getRowId={(s) => s.id}
        rowProps={(s) => ({ 'data-receipt': s.receiptNumber, 'data-status': s.status })}
        cells={(s) => [
          s.receiptNumber,
          nameOf(lang, s.entityNameEn, s.entityNameKh),
          formatYear(s.reportingYear, lang),
          formatDate(s.submittedAt, lang),
          <>
            <StatusBadge status={s.status === 'received' ? 'submitted' : s.status} />
            {s.reasons ? (
              <Text as="div" tone="muted">
                {s.reasons}
              </Text>
            ) : null}
          </>,
          s.files.map((f) => (
            <div key={f.name}>
              <Button variant="ghost" size="sm" onPress={() => void downloadFile(s.id, f.name).catch(setError)}>
                {f.name}
              </Button>
            </div>
          )),
          <>
            <Inline space="sm">
              <Button size="sm" variant="secondary" onPress={() => setReviewing(s)}>
                {t('submissions.review')}
                <span className={visuallyHidden}> {s.receiptNumber}</span>
              </Button>
            </Inline>
            {s.status === 'received' ? (
              mayDecide ? (
                <Inline space="sm">
                  <Button size="sm" onPress={() => setAccepting(s)}>
                    {t('submissions.accept')}
                  </Button>
                  <Button size="sm" variant="danger" onPress={() => setRejecting(s)}>
                    {t('submissions.reject')}
                  </Button>
                </Inline>
              ) : null
            ) : (
              formatDate(s.decidedAt, lang)
            )}
          </>,
        ]}
      >
        <ConfirmDialog
          isOpen={accepting !== null}
          onOpenChange={(open) => {
            if (!open) setAccepting(null);
          }}
          title={t('submissions.accept_title', { receipt: accepting?.receiptNumber ?? '' })}
          actionLabel={t('submissions.accept')}
          errorMessage={error ? errorText(error) : undefined}
          onConfirm={async () => {
            if (!accepting) return;
            try {
              await decideSubmission(accepting.id, 'accept');
            } catch (e) {
              setError(e);
              throw e;
            }
            await list.mutate();
            toast(t('submissions.accepted'));
          }}
        >
          {t('submissions.accept_text')}
        </ConfirmDialog>
        {reviewing && <ReviewDialog submission={reviewing} onClose={() => setReviewing(null)} />}
        {rejecting && (
          <ReasonDialog
            title={t('submissions.reject_title', { receipt: rejecting.receiptNumber })}
            label={t('submissions.reasons')}
            action={t('submissions.reject')}
            onClose={() => setRejecting(null)}
            onSubmit={async (reasons) => {
              await decideSubmission(rejecting.id, 'reject', reasons);
              await list.mutate();
              toast(t('submissions.rejected'));
            }}
          />
        )}
        <DeskPager state={state} total={list.data?.total} next={list.data?.next} />
      </DeskTable>
    </>
  );
}
