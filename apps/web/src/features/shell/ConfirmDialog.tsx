import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from './Feedback';

/**
 * A modal confirmation (native `<dialog>`: focus stays inside, Escape cancels). When `expected` is given, the user
 * must type it (an email to remove a user, the word "confirm" for a transfer) before the action is enabled.
 * A failure shows inside the dialog and keeps what was typed.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  expected,
  inputLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  expected?: string;
  inputLabel?: string;
  danger?: boolean;
  onConfirm: (typed: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const errorMessage = useErrorMessage();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      setTyped('');
      setError(null);
      d.showModal();
    } else if (!open && d.open) d.close();
  }, [open]);
  const matches = !expected || typed.trim().toLowerCase() === expected.trim().toLowerCase();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!matches) {
      setError(t('confirm.mismatch'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onConfirm(typed.trim());
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${uid}-title`}
      onClose={onClose}
      style={{ maxWidth: 520, width: 'calc(100% - 32px)', border: 0, borderRadius: 12, padding: 20 }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${uid}-title`}>{title}</h2>
        {children}
        {expected ? (
          <div className="field" style={{ marginBlock: 12 }}>
            <label htmlFor={`${uid}-typed`}>{inputLabel}</label>
            <input
              id={`${uid}-typed`}
              value={typed}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${uid}-err` : undefined}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
        ) : null}
        {error ? (
          <div className="alert alert-error" role="alert" id={`${uid}-err`}>
            {error}
          </div>
        ) : null}
        <div className="btn-row">
          <button type="submit" className={`btn${danger ? ' btn-danger' : ''}`} disabled={pending || !matches}>
            {confirmLabel}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('confirm.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
