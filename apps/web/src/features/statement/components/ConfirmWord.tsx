import { confirmWordSchema } from '@dfr/forms/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmWordProps {
  /** What will happen, in a sentence. */
  message: string;
  /** The button that carries out the action. */
  actionLabel: string;
  onConfirm: (word: string) => void | Promise<void>;
  onCancel: () => void;
  busy?: boolean;
}

/** A dialog that carries out an action only after the user types the word "confirm" (the specification's rule). */
export function ConfirmWord({ message, actionLabel, onConfirm, onCancel, busy }: ConfirmWordProps) {
  const { t } = useTranslation('statement');
  const [word, setWord] = useState('');
  const [error, setError] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className="dfr-dialog"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = confirmWordSchema.safeParse(word);
          if (!parsed.success) {
            setError(true);
            input.current?.focus();
            return;
          }
          void onConfirm(parsed.data);
        }}
      >
        <h2 id={`${id}-title`}>{actionLabel}</h2>
        <p>{message}</p>
        <label htmlFor={`${id}-word`}>{t('confirm.label')}</label>
        <input
          id={`${id}-word`}
          ref={input}
          value={word}
          autoComplete="off"
          aria-invalid={error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setWord(e.target.value);
            setError(false);
          }}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="dfr-error">
            {t('confirm.required')}
          </p>
        )}
        <div className="dfr-actions">
          <button type="submit" disabled={busy}>
            {actionLabel}
          </button>
          <button type="button" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
