import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { download, runCommand } from '../api';
import { allowedCommands } from '../stages';
import type { StatementCommand, StatementRecord } from '../types';
import { ConfirmWord } from './ConfirmWord';
import { ErrorNotice } from './ErrorNotice';

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
  const allowed = allowedCommands(statement.stage);

  const run = async (command: StatementCommand, extra: { confirm?: string; code?: string } = {}) => {
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
    <button
      type="button"
      onClick={() => void run(command)}
      disabled={!allowed.includes(command) || busy !== null}
      aria-busy={busy === command}
    >
      {label}
    </button>
  );

  return (
    <section className="dfr-actionbar" aria-label={t('actions.label')}>
      <div className="dfr-actions">
        {button('save-draft', t('actions.saveDraft'))}
        {button('finalize', t('actions.finalize'))}
        {button('validate', statement.stage === 'validated' ? t('actions.revalidate') : t('actions.validate'))}
        <button
          type="button"
          onClick={() => void run('edit-request')}
          disabled={!allowed.includes('edit-request') || busy !== null}
        >
          {t('actions.editRequest')}
        </button>
        <button
          type="button"
          onClick={() => setPending('reset')}
          disabled={!allowed.includes('reset') || busy !== null}
        >
          {t('actions.reset')}
        </button>
        <button
          type="button"
          onClick={() => setPending('clear')}
          disabled={!allowed.includes('clear') || busy !== null}
        >
          {t('actions.clear')}
        </button>
        <button type="button" onClick={() => void fetchFile('xbrl')} disabled={busy !== null}>
          {t('actions.downloadXbrl')}
        </button>
        <button type="button" onClick={() => void fetchFile('ixbrl')} disabled={busy !== null}>
          {t('actions.downloadIxbrl')}
        </button>
      </div>
      {notice && (
        <p role="status" className="dfr-notice">
          {notice}
        </p>
      )}
      <ErrorNotice error={error} />
      {pending === 'edit-code' && (
        <form
          className="dfr-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run('edit-confirm', { code });
          }}
        >
          <label htmlFor="edit-code">{t('actions.editCodeLabel')}</label>
          <input
            id="edit-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{4}"
            maxLength={4}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
          <button type="submit" disabled={code.length !== 4 || busy !== null}>
            {t('actions.editConfirm')}
          </button>
        </form>
      )}
      {(pending === 'reset' || pending === 'clear') && (
        <ConfirmWord
          actionLabel={pending === 'reset' ? t('actions.reset') : t('actions.clear')}
          message={pending === 'reset' ? t('actions.resetMessage') : t('actions.clearMessage')}
          busy={busy !== null}
          onCancel={() => setPending(null)}
          onConfirm={(confirm) => run(pending, { confirm })}
        />
      )}
    </section>
  );
}
