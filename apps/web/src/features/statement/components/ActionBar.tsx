import { CodeForm, roleCan } from '@dfr/forms';
import { Alert, Button, ConfirmDialog, Inline } from '@dfr/ui';
import { AWAITING_SUBMISSION_STAGES, inStages, LIFECYCLE } from '@dfr/statement-engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { download, type ExportKind, runCommand } from '../api';
import { allowedCommands } from '../stages';
import type { StatementCommand, StatementRecord } from '../types';
import { ErrorNotice, useErrorText } from './ErrorNotice';
import { RoleStamps } from './RoleStamps';
import { StatementUI } from './StatementUI';
import { SharePanel } from './SharePanel';
import { FilingStatus, RefusalReasons, SubmitPanel, useSubmissionConditions } from './SubmitPanel';
import * as css from './ActionBar.css';

export interface ActionBarProps {
  statement: StatementRecord;
  onChanged: (next: StatementRecord) => void;
  /** Saves pending edits (notes, texts, figures) before a command; resolves to the latest version. */
  flush?: () => Promise<number | undefined>;
  /** Opens the year's fee payment (the `pay` command lives with the invoice). */
  onPay?: () => void;
}

/** The commands that ask for the typed word `confirm` here (the lifecycle says which; pay has its own dialog). */
type ConfirmCommand = 'finalize' | 'reset' | 'clear' | 'submit';
const CONFIRMED: readonly ConfirmCommand[] = (['finalize', 'reset', 'clear', 'submit'] as const).filter(
  (c) => LIFECYCLE[c].confirm,
);
const needsConfirm = (c: StatementCommand): c is ConfirmCommand => (CONFIRMED as readonly string[]).includes(c);

/** A code asked for in this visit (the statement's `pendingCodes` keeps them across reloads). */
type Asked = { edit?: string; approval?: string };

/**
 * Save draft, finalize, validate, the director's approval code, edit request with its code, reset and clear: every
 * button enabled by the engine's lifecycle for this user's role; typed `confirm` where the lifecycle asks for it.
 */
export function ActionBar({ statement, onChanged, flush, onPay }: ActionBarProps) {
  const { t } = useTranslation('statement');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<StatementCommand | 'download' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<ConfirmCommand | null>(null);
  const [asked, setAsked] = useState<Asked>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  const errorText = useErrorText();
  const allowed = allowedCommands(statement.stage, statement.role);
  // Submitting is stated before it is tried: each condition with a tick or what to do.
  const atSubmission = inStages(AWAITING_SUBMISSION_STAGES, statement.stage);
  const conditions = useSubmissionConditions(statement, atSubmission);
  const checklist = Array.isArray(conditions.data?.conditions) ? conditions.data : undefined;
  const submittable = checklist?.conditions.every((c) => c.met) ?? false;
  const now = new Date().toISOString();
  const live = (at?: string) => (at && at > now ? at : undefined);
  const editCode = allowed.includes('edit-confirm') ? live(statement.pendingCodes?.edit?.expiresAt) : undefined;
  const approvalCode = allowed.includes('approve') ? live(statement.pendingCodes?.approval?.expiresAt) : undefined;

  /** Runs a command; `rethrow` lets a dialog stay open (with the error shown in it) when the command fails. */
  const run = async (command: StatementCommand, extra: { confirm?: string; code?: string } = {}, rethrow = false) => {
    setBusy(command);
    setError(null);
    setNotice(null);
    try {
      const version = (await flush?.()) ?? statement.version;
      const result = await runCommand(statement.id, command, { version, ...extra });
      if (result.statement) onChanged(result.statement);
      setConfirming(null);
      if (command === 'submit' && result.submission) {
        setNotice(
          t('submitPanel.receipt', {
            receipt: result.submission.receiptNumber,
            hash: result.submission.packageHash ?? '',
          }),
        );
      } else if (command === 'validate') {
        const job = result.job ? `&job=${encodeURIComponent(result.job.id)}` : '';
        navigate(`/results_statement?id=${encodeURIComponent(statement.id)}${job}`);
      } else if (command === 'edit-request') {
        setAsked((a) => ({ ...a, edit: result.codeSentTo ?? '' }));
        setNotice(t('actions.codeSent'));
      } else if (command === 'approval-request') {
        setAsked((a) => ({ ...a, approval: result.codeSentTo ?? '' }));
        setNotice(t('actions.approvalCodeSent', { email: result.codeSentTo ?? '' }));
      } else {
        if (command === 'edit-confirm') setAsked((a) => ({ ...a, edit: undefined }));
        if (command === 'approve') setAsked((a) => ({ ...a, approval: undefined }));
        setNotice(t(`actions.done.${command}`));
      }
    } catch (e) {
      if (rethrow) {
        setConfirmError(e);
        throw e;
      }
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  const fetchFile = async (kind: ExportKind) => {
    setBusy('download');
    setError(null);
    try {
      await download(
        statement.id,
        kind,
        kind === 'xbrl'
          ? `statement-${statement.reportingYear}-xbrl.zip`
          : kind === 'pdf'
            ? `statement-${statement.reportingYear}.pdf`
            : `statement-${statement.reportingYear}.xhtml`,
      );
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  const button = (command: StatementCommand, label: string, variant: 'primary' | 'secondary' | 'danger') => (
    <Button
      variant={variant}
      onPress={() => {
        if (needsConfirm(command)) {
          setConfirmError(null);
          setConfirming(command);
        } else void run(command);
      }}
      isDisabled={
        !allowed.includes(command) || (busy !== null && busy !== command) || (command === 'submit' && !submittable)
      }
      isPending={busy === command}
    >
      {label}
    </Button>
  );

  return (
    <StatementUI inline>
      <section className={css.actionBar} aria-label={t('actions.label')}>
        <Inline space="sm" alignY="bottom" marginY="sm">
          {button('save-draft', t('actions.saveDraft'), 'secondary')}
          {button('finalize', t('actions.finalize'), 'primary')}
          {button(
            'validate',
            statement.stage === 'validated' ? t('actions.revalidate') : t('actions.validate'),
            'primary',
          )}
          {button('approval-request', t('actions.approvalRequest'), 'primary')}
          {onPay && (
            <Button onPress={onPay} isDisabled={!allowed.includes('pay') || busy !== null}>
              {t('actions.pay')}
            </Button>
          )}
          {button('submit', t('actions.submit'), 'primary')}
          {button('edit-request', t('actions.editRequest'), 'secondary')}
          {button('reset', t('actions.reset'), 'secondary')}
          {button('clear', t('actions.clear'), 'danger')}
          <Button variant="ghost" onPress={() => void fetchFile('xbrl')} isDisabled={busy !== null}>
            {t('actions.downloadXbrl')}
          </Button>
          <Button variant="ghost" onPress={() => void fetchFile('ixbrl')} isDisabled={busy !== null}>
            {t('actions.downloadIxbrl')}
          </Button>
          <Button
            variant="ghost"
            onPress={() => void fetchFile('pdf')}
            isDisabled={busy !== null && busy !== 'download'}
            isPending={busy === 'download'}
          >
            {t('actions.downloadPdf')}
          </Button>
        </Inline>
        <RoleStamps statement={statement} />
        {/* Once filed (a rejected statement keeps its submission stamp while it is a draft again). */}
        {statement.entityId && statement.roles?.submittedBy?.at && !atSubmission ? (
          <FilingStatus statement={statement} />
        ) : null}
        {atSubmission && checklist ? <SubmitPanel conditions={checklist} /> : null}
        {statement.stage === 'accepted' ? (
          <SharePanel statement={statement} canShare={roleCan(statement.role ?? '', 'submit')} />
        ) : null}
        <div role="status">{notice && <Alert tone="success">{notice}</Alert>}</div>
        <ErrorNotice error={error} />
        <RefusalReasons error={error ?? confirmError} />
        {(asked.approval !== undefined || approvalCode) && allowed.includes('approve') && (
          <CodeForm
            key="approval"
            kind="approval"
            submitLabel={t('actions.approve')}
            destination={asked.approval || statement.pendingCodes?.approval?.sentTo || undefined}
            expiresAt={approvalCode}
            onSubmit={({ code }) => run('approve', { code })}
          />
        )}
        {(asked.edit !== undefined || editCode) && allowed.includes('edit-confirm') && (
          <CodeForm
            key="edit"
            kind="editRequest"
            submitLabel={t('actions.editConfirm')}
            expiresAt={editCode}
            onSubmit={({ code }) => run('edit-confirm', { code })}
          />
        )}
        <ConfirmDialog
          isOpen={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={confirming ? t(`actions.${confirming}`) : ''}
          actionLabel={confirming ? t(`actions.${confirming}`) : ''}
          variant={confirming === 'clear' ? 'danger' : 'primary'}
          errorMessage={confirmError ? errorText(confirmError) : undefined}
          onConfirm={(confirm) => (confirming ? run(confirming, { confirm }, true) : Promise.resolve())}
        >
          {confirming ? t(`actions.${confirming}Message`) : null}
        </ConfirmDialog>
      </section>
    </StatementUI>
  );
}
