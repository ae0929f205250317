import { Alert, Button, CodeInput, ConfirmDialog } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { download, runCommand } from '../api';
import { allowedCommands } from '../stages';
import type { StatementCommand, StatementRecord } from '../types';
import { ErrorNotice, useErrorText } from './ErrorNotice';
import { StatementUI } from './StatementUI';

export interface ActionBarProps {
  statement: StatementRecord;
  onChanged: (next: StatementRecord) => void;
  /** Saves pending edits (notes, texts, figures) before a command; resolves to the latest version. */
  flush?: () => Promise<number | undefined>;
}

type Pending = null | 'reset' | 'clear' | 'edit-code';

/** Save draft, finalize, validate (re-validate), edit request with a 4-digit code, reset status, clear data. */
export function ActionBar({ statement, onChanged, flush }: ActionBarProps) {
  const { t } = useTranslation('statement');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<StatementCommand | 'download' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  const errorText = useErrorText();
  const allowed = allowedCommands(statement.stage, statement.role);

  /** Runs a command; `rethrow` lets a dialog stay open (with the error shown in it) when the command fails. */
  const run = async (command: StatementCommand, extra: { confirm?: string; code?: string } = {}, rethrow = false) => {
    setBusy(command);
    setError(null);
    setNotice(null);
    try {
      const version = (await flush?.()) ?? statement.version;
      const result = await runCommand(statement.id, command, { version, ...extra });
      if (result.statement) onChanged(result.statement);
      setPending(null);
      if (command === 'validate') {
        const job = result.job ? `&job=${encodeURIComponent(result.job.id)}` : '';
        navigate(`/results_statement?id=${encodeURIComponent(statement.id)}${job}`);
      } else if (command === 'edit-request') {
        setPending('edit-code');
        setNotice(t('actions.codeSent'));
      } else setNotice(t(`actions.done.${command}`));
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

  const fetchFile = async (kind: 'xbrl' | 'ixbrl') => {
    setBusy('download');
    setError(null);
    try {
      await download(
        statement.id,
        kind,
        kind === 'xbrl'
          ? `statement-${statement.reportingYear}-xbrl.zip`
          : `statement-${statement.reportingYear}.xhtml`,
      );
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  const button = (command: StatementCommand, label: string) => (
    <Button
      variant={command === 'save-draft' ? 'secondary' : 'primary'}
      onPress={() => void run(command)}
      isDisabled={!allowed.includes(command) || (busy !== null && busy !== command)}
      isPending={busy === command}
    >
      {label}
    </Button>
  );

  return (
    <StatementUI inline>
      <section className="dfr-actionbar" aria-label={t('actions.label')}>
        <div className="dfr-actions">
          {button('save-draft', t('actions.saveDraft'))}
          {button('finalize', t('actions.finalize'))}
          {button('validate', statement.stage === 'validated' ? t('actions.revalidate') : t('actions.validate'))}
          <Button
            variant="secondary"
            onPress={() => void run('edit-request')}
            isDisabled={!allowed.includes('edit-request') || (busy !== null && busy !== 'edit-request')}
            isPending={busy === 'edit-request'}
          >
            {t('actions.editRequest')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              setConfirmError(null);
              setPending('reset');
            }}
            isDisabled={!allowed.includes('reset') || busy !== null}
          >
            {t('actions.reset')}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              setConfirmError(null);
              setPending('clear');
            }}
            isDisabled={!allowed.includes('clear') || busy !== null}
          >
            {t('actions.clear')}
          </Button>
          <Button variant="ghost" onPress={() => void fetchFile('xbrl')} isDisabled={busy !== null}>
            {t('actions.downloadXbrl')}
          </Button>
          <Button variant="ghost" onPress={() => void fetchFile('ixbrl')} isDisabled={busy !== null}>
            {t('actions.downloadIxbrl')}
          </Button>
        </div>
        <div role="status">{notice && <Alert tone="success">{notice}</Alert>}</div>
        <ErrorNotice error={error} />
        {pending === 'edit-code' && (
          <form
            className="dfr-inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (code.length === 4) void run('edit-confirm', { code });
            }}
          >
            <CodeInput label={t('actions.editCodeLabel')} length={4} value={code} onChange={setCode} />
            <Button type="submit" isDisabled={code.length !== 4 || busy !== null} isPending={busy === 'edit-confirm'}>
              {t('actions.editConfirm')}
            </Button>
          </form>
        )}
        <ConfirmDialog
          isOpen={pending === 'reset' || pending === 'clear'}
          onOpenChange={(open) => {
            if (!open) setPending((p) => (p === 'reset' || p === 'clear' ? null : p));
          }}
          title={pending === 'clear' ? t('actions.clear') : t('actions.reset')}
          actionLabel={pending === 'clear' ? t('actions.clear') : t('actions.reset')}
          variant={pending === 'clear' ? 'danger' : 'primary'}
          errorMessage={confirmError ? errorText(confirmError) : undefined}
          onConfirm={(confirm) => run(pending === 'clear' ? 'clear' : 'reset', { confirm }, true)}
        >
          {pending === 'clear' ? t('actions.clearMessage') : t('actions.resetMessage')}
        </ConfirmDialog>
      </section>
    </StatementUI>
  );
}
