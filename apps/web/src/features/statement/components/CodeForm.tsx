import { Button, CodeInput } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../dashboard/format';

export interface CodeFormProps {
  label: string;
  length: 4 | 6;
  submitLabel: string;
  /** When the pending code expires (ISO time), shown so that nobody asks for a new code too early. */
  expiresAt?: string;
  isPending: boolean;
  isDisabled?: boolean;
  onSubmit: (code: string) => void;
}

/** An e-mailed code typed into @dfr/ui's CodeInput, with its expiry time; sent once every digit is there. */
export function CodeForm({ label, length, submitLabel, expiresAt, isPending, isDisabled, onSubmit }: CodeFormProps) {
  const { t, i18n } = useTranslation('statement');
  const [code, setCode] = useState('');
  const time = expiresAt ? formatTime(expiresAt, i18n.language) : null;
  return (
    <form
      className="dfr-inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.length === length) onSubmit(code);
      }}
    >
      <CodeInput label={label} length={length} value={code} onChange={setCode} />
      <Button type="submit" isDisabled={code.length !== length || isDisabled} isPending={isPending}>
        {submitLabel}
      </Button>
      {time && <p className="dfr-hint">{t('actions.codeExpires', { time })}</p>}
    </form>
  );
}
