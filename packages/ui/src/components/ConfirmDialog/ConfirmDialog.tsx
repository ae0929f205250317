import { type ReactNode, useState } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { defineStrings, type Lang, useLang, useUIStrings } from '../../i18n/strings';
import { AlertDialog } from '../AlertDialog';
import { TextField } from '../TextField';

const strings = defineStrings({
  en: {
    instruction: 'To continue, type the word “confirm” below.',
    fieldLabel: 'Type “confirm”',
    mismatch: 'Type the word “confirm” exactly.',
  },
  kh: {
    instruction: 'ដើម្បីបន្ត សូមវាយពាក្យ “confirm” (បញ្ជាក់) នៅខាងក្រោម។',
    fieldLabel: 'វាយពាក្យ “confirm”',
    mismatch: 'សូមវាយពាក្យ “confirm” ឱ្យបានត្រឹមត្រូវ។',
  },
});

/** The word the API expects in a command's `confirm` field. */
export const CONFIRM_WORD = 'confirm';

/** Whether what the user typed confirms: "confirm" in any language; in Khmer also its glossary term បញ្ជាក់. */
export function isConfirmWord(typed: string, lang: Lang): boolean {
  const word = typed.trim().normalize('NFC');
  return word.toLowerCase() === CONFIRM_WORD || (lang === 'kh' && word === 'បញ្ជាក់');
}

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen (payment, upload, submission…). */
  children: ReactNode;
  actionLabel: string;
  /** Called with the word "confirm" once typed; a promise keeps the dialog pending until it settles. */
  onConfirm: (word: typeof CONFIRM_WORD) => void | Promise<void>;
  variant?: 'primary' | 'danger';
  errorMessage?: string;
  isOpen?: boolean;
  onOpenChange?: ModalOverlayProps['onOpenChange'];
  strings?: Partial<typeof strings.en>;
}

/**
 * A decision the user must confirm by typing the word "confirm" (payment, upload, next step, update, submission).
 * The action button stays disabled until the word matches.
 */
export function ConfirmDialog({ onConfirm, strings: overrides, ...props }: ConfirmDialogProps) {
  const t = useUIStrings(strings, overrides);
  const lang = useLang();
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const ok = isConfirmWord(typed, lang);
  return (
    <AlertDialog
      {...props}
      isActionDisabled={!ok}
      onAction={() => onConfirm(CONFIRM_WORD)}
      onOpenChange={(open) => {
        if (!open) {
          setTyped('');
          setTouched(false);
        }
        props.onOpenChange?.(open);
      }}
      extra={
        <>
          <p>{t.instruction}</p>
          <TextField
            label={t.fieldLabel}
            value={typed}
            onChange={setTyped}
            onBlur={() => setTouched(true)}
            autoComplete="off"
            spellCheck="false"
            isRequired
            isInvalid={touched && typed !== '' && !ok}
            errorMessage={t.mismatch}
          />
        </>
      }
    />
  );
}
