import {
  Button,
  ConfirmDialog,
  type DataAttributes,
  Dialog,
  StaticTable,
  Switch,
  TextArea,
  useToast,
  visuallyHidden,
  useLang,
} from '@dfr/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { formatDate, formatYear } from '../../features/dashboard/format';
import {
  type ComplianceRow,
  type CredentialRequestRow,
  decideCredential,
  decideSubmission,
  downloadFile,
  fileText,
  isSuspended,
  useDeskCompliance,
  useDeskRequests,
  useDeskSubmissions,
  type SubmissionRow,
  setEligible,
  setMappingLearning,
  useMappingLearning,
} from '../../features/regulator/api';
import {
  EmptyState,
  ErrorNotice,
  listFallback,
  Skeleton,
  StatusBadge,
  useErrorMessage,
} from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { UrlTabs } from '../../features/shell/UrlTabs';
import { actions, dl, muted } from '../../features/shell/layout.css';
import * as styles from './regulator.css';

const TABS = ['submissions', 'credentials', 'compliance'] as const;
const SUBMISSION_COLUMNS = [
  'submissions.receipt',
  'entity',
  'year',
  'submissions.submitted',
  'status',
  'submissions.files',
  'actions',
] as const;
const CREDENTIAL_COLUMNS = [
  'entity',
  'credentials.registration',
  'credentials.contact',
  'credentials.asked',
  'status',
  'actions',
] as const;
const COMPLIANCE_COLUMNS = [
  'entity',
  'credentials.registration',
  'compliance.eligible',
  'compliance.years',
  'actions',
] as const;

/** `/regulator`: the regulator's desk (regulator staff): submissions to decide, credential requests, compliance. */
export default function Regulator() {
  const { t } = useTranslation('regulator');
  const me = useMe();
  if (me.data && !me.data.regulator)
    return (
      <Page title={t('title')}>
        <EmptyState title={t('staff_only')} />
      </Page>
    );
  return (
    <Page title={t('title')} description={t('intro')}>
      <MappingLearning />
      <UrlTabs
        label={t('tabs_label')}
        ids={TABS}
        labelOf={(id) => t(`tab.${id}`)}
        panel={(id) =>
          id === 'submissions' ? <Submissions /> : id === 'credentials' ? <Credentials /> : <Compliance />
        }
      />
    </Page>
  );
}

/** The regulator's switch of the mapping assistant's learning from accepted filings (issue 36). */
function MappingLearning() {
  const { t } = useTranslation('regulator');
  const toast = useToast();
  const errorText = useErrorMessage();
  const learning = useMappingLearning();
  if (learning.data === undefined) return null;
  return (
    <Switch
      isSelected={learning.data}
      onChange={(enabled) =>
        void setMappingLearning(enabled).then(
          (r) => {
            void learning.mutate(r.enabled, { revalidate: false });
            toast.success(t(r.enabled ? 'learning.on' : 'learning.off'));
          },
          (e) => toast.error(errorText(e)),
        )
      }
    >
      {t('learning.label')}
    </Switch>
  );
}

const nameOf = (lang: string, en: string | undefined, kh: string | null | undefined) =>
  (lang === 'kh' && kh) || en || '';

/** A decision that needs words (a refusal, a rejection): a dialog with a required text. */
function ReasonDialog({
  title,
  label,
  action,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  action: string;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('regulator');
  const errorText = useErrorMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      isOpen
      title={title}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button
          variant="danger"
          isPending={pending}
          onPress={async () => {
            if (!text.trim()) {
              setError(new Error(t('reason_required')));
              return;
            }
            setPending(true);
            try {
              await onSubmit(text.trim());
              onClose();
            } catch (e) {
              setError(e);
            } finally {
              setPending(false);
            }
          }}
        >
          {action}
        </Button>
      }
    >
      <TextArea
        label={label}
        value={text}
        onChange={setText}
        isRequired
        errorMessage={
          error ? (error instanceof Error && !('status' in error) ? error.message : errorText(error)) : undefined
        }
        isInvalid={!!error}
      />
    </Dialog>
  );
}

/**
 * A desk tab's table: the list's loading, error and empty states (`none`), else the last action's error, the rows
 * and then `children` (the tab's dialogs).
 */
function DeskTable<Row extends object>({
  list,
  none,
  error,
  caption,
  columns,
  cells,
  getRowId,
  rowProps,
  children,
}: {
  list: { isLoading: boolean; error?: unknown; data?: Row[]; mutate: () => unknown };
  none?: string;
  error: unknown;
  caption: string;
  /** The column names; `cells` gives a row's cells in the same order (the first names the row). */
  columns: string[];
  cells: (row: Row) => ReactNode[];
  getRowId: (row: Row) => string;
  rowProps?: (row: Row) => DataAttributes;
  children?: ReactNode;
}) {
  const fallback = listFallback(list, none);
  if (fallback) return fallback;
  const rows = list.data ?? [];
  const rendered = new Map(rows.map((row) => [row, cells(row)]));
  return (
    <>
      {error ? <ErrorNotice error={error} /> : null}
      <StaticTable
        caption={caption}
        rows={rows}
        getRowId={getRowId}
        rowProps={rowProps}
        columns={columns.map((name, i) => ({
          id: String(i),
          name,
          isRowHeader: i === 0,
          render: (row: Row) => rendered.get(row)?.[i],
        }))}
      />
      {children}
    </>
  );
}

function Submissions() {
  const { t } = useTranslation('regulator');
  const lang = useLang();
  const toast = useToast();
  const errorText = useErrorMessage();
  const list = useDeskSubmissions();
  const [rejecting, setRejecting] = useState<SubmissionRow | null>(null);
  const [accepting, setAccepting] = useState<SubmissionRow | null>(null);
  const [reviewing, setReviewing] = useState<SubmissionRow | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <DeskTable
      list={list}
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
          {s.reasons ? <div className={muted}>{s.reasons}</div> : null}
        </>,
        s.files.map((f) => (
          <div key={f.name}>
            <Button variant="ghost" size="sm" onPress={() => void downloadFile(s.id, f.name).catch(setError)}>
              {f.name}
            </Button>
          </div>
        )),
        <>
          <div className={actions}>
            <Button size="sm" variant="secondary" onPress={() => setReviewing(s)}>
              {t('submissions.review')}
              <span className={visuallyHidden}> {s.receiptNumber}</span>
            </Button>
          </div>
          {s.status === 'received' ? (
            <div className={actions}>
              <Button size="sm" onPress={() => setAccepting(s)}>
                {t('submissions.accept')}
              </Button>
              <Button size="sm" variant="danger" onPress={() => setRejecting(s)}>
                {t('submissions.reject')}
              </Button>
            </div>
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
    </DeskTable>
  );
}

/**
 * A filing as the desk reviews it: the package hash, what the receiver's check found, and the Inline XBRL document
 * as filed, shown in a sandboxed frame (no scripts, no access to the desk).
 */
function ReviewDialog({ submission, onClose }: { submission: SubmissionRow; onClose: () => void }) {
  const { t } = useTranslation('regulator');
  const document = submission.files.find((f) => f.name.endsWith('.xhtml'));
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!document) return;
    let live = true;
    fileText(submission.id, document.name).then(
      (text) => live && setHtml(text),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [submission.id, document]);
  const problems = submission.checks?.problems ?? [];
  return (
    <Dialog
      isOpen
      size="lg"
      title={t('submissions.review_title', { receipt: submission.receiptNumber })}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <dl className={dl}>
        <dt>{t('submissions.hash')}</dt>
        <dd>
          <code data-package-hash>{submission.packageHash ?? '—'}</code>
        </dd>
      </dl>
      {problems.length ? (
        <>
          <p>{t('submissions.checks_problems')}</p>
          <ul>
            {problems.map((p) => (
              <li key={`${p.code}-${p.message}`}>
                <code>{p.code}</code> {p.message}
              </li>
            ))}
          </ul>
        </>
      ) : submission.checks ? (
        <p data-checks="passed">{t('submissions.checks_ok', { count: submission.checks.factCount })}</p>
      ) : null}
      <h3>{t('submissions.document')}</h3>
      {!document ? (
        <p>{t('submissions.document_missing')}</p>
      ) : error ? (
        <ErrorNotice error={error} />
      ) : html === null ? (
        <Skeleton lines={6} />
      ) : (
        <iframe title={t('submissions.document')} sandbox="" srcDoc={html} className={styles.document} />
      )}
    </Dialog>
  );
}

function Credentials() {
  const { t } = useTranslation('regulator');
  const lang = useLang();
  const toast = useToast();
  const list = useDeskRequests();
  const [refusing, setRefusing] = useState<CredentialRequestRow | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <DeskTable
      list={list}
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
          {r.message ? <div className={muted}>{r.message}</div> : null}
        </>,
        formatDate(r.createdAt, lang),
        <>
          <StatusBadge status={r.status} />
          {r.reason ? <div className={muted}>{r.reason}</div> : null}
        </>,
        r.status === 'pending' ? (
          <div key="decide" className={actions}>
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
          </div>
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
    </DeskTable>
  );
}

function Compliance() {
  const { t } = useTranslation('regulator');
  const lang = useLang();
  const list = useDeskCompliance();
  const [error, setError] = useState<unknown>(null);
  const toggle = async (e: ComplianceRow) => {
    setError(null);
    try {
      await setEligible(e.entityId, isSuspended(e));
      await list.mutate();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <DeskTable
      list={list}
      error={error}
      caption={t('tab.compliance')}
      columns={COMPLIANCE_COLUMNS.map((key) => t(key))}
      getRowId={(e) => e.entityId}
      cells={(e) => [
        nameOf(lang, e.nameEn, e.nameKh),
        e.registrationNumber,
        e.eligibility.eligible ? t('compliance.yes') : t(`compliance.reason.${e.eligibility.reason}`),
        e.years.map((y) => (
          <div key={y.year} data-overdue={y.overdue || undefined}>
            {formatYear(y.year, lang)}: {t(`compliance.submission.${y.submission}`)} ·{' '}
            {t('compliance.deadline', { date: formatDate(y.deadline, lang) })}
            {y.overdue ? (
              <>
                {' '}
                <StatusBadge status="overdue" />
              </>
            ) : null}
          </div>
        )),
        <Button key="toggle" size="sm" variant={isSuspended(e) ? 'secondary' : 'danger'} onPress={() => void toggle(e)}>
          {isSuspended(e) ? t('compliance.restore') : t('compliance.suspend')}
          <span className={visuallyHidden}> {nameOf(lang, e.nameEn, e.nameKh)}</span>
        </Button>,
      ]}
    ></DeskTable>
  );
}
