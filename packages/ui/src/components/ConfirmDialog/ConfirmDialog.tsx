import { type ReactNode, useContext, useEffect, useState } from 'react';
import { type ModalOverlayProps, OverlayTriggerStateContext } from 'react-aria-components';
import { defineStrings, type Lang, useLang, useUIStrings } from '../../i18n/strings';
import { AlertDialog } from '../AlertDialog';
import { TextField } from '../TextField';

const strings = defineStrings({
  en: {
    instruction: 'To continue, type the word “confirm” below.',
    fieldLabel: 'Type “confirm”',
    mismatch: 'Type the word “confirm” exactly.',
    customInstruction: ({ text }: { text: string }) => `To continue, type “${text}” below.`,
    customFieldLabel: ({ text }: { text: string }) => `Type “${text}”`,
    customMismatch: ({ text }: { text: string }) => `Type “${text}” exactly.`,
  },
  kh: {
    instruction: 'ដើម្បីបន្ត សូមវាយពាក្យ “confirm” (បញ្ជាក់) នៅខាងក្រោម។',
    fieldLabel: 'វាយពាក្យ “confirm”',
    mismatch: 'សូមវាយពាក្យ “confirm” ឱ្យបានត្រឹមត្រូវ។',
    customInstruction: ({ text }) => `ដើម្បីបន្ត សូមវាយ “${text}” នៅខាងក្រោម។`,
    customFieldLabel: ({ text }) => `វាយ “${text}”`,
    customMismatch: ({ text }) => `សូមវាយ “${text}” ឱ្យបានត្រឹមត្រូវ។`,
  },
});

/** The word the API expects in a command's `confirm` field. */
export const CONFIRM_WORD = 'confirm';

/** Whether what the user typed confirms: "confirm" in any language; in Khmer also its glossary term បញ្ជាក់. */
export function isConfirmWord(typed: string, lang: Lang): boolean {
  const word = typed.trim().normalize('NFC');
  return word.toLowerCase() === CONFIRM_WORD || (lang === 'kh' && word === 'បញ្ជាក់');
}

/** Whether what the user typed matches a custom confirmation text (an email): trimmed, NFC, case-insensitive. */
export function matchesConfirmationText(typed: string, text: string): boolean {
  const norm = (v: string) => v.trim().normalize('NFC').toLowerCase();
  return typed.trim() !== '' && norm(typed) === norm(text);
}

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen (payment, upload, submission…). */
  children: ReactNode;
  actionLabel: string;
  /**
   * Called once the text matches: with the word "confirm" by default, or with what the user typed (trimmed) when
   * `confirmationText` is set. A promise keeps the dialog open and pending until it settles; a rejection keeps it
   * open with what was typed (show the reason through `errorMessage`).
   */
  onConfirm: (typed: string) => void | Promise<void>;
  variant?: 'primary' | 'danger';
  errorMessage?: string;
  /** Controlled open state (a table row action opens it without a trigger). */
  isOpen?: boolean;
  onOpenChange?: ModalOverlayProps['onOpenChange'];
  /**
   * The text the user must type (e.g. the email of the user to remove), compared trimmed and case-insensitively.
   * @default the word "confirm" (in Khmer also បញ្ជាក់)
   */
  confirmationText?: string;
  /** Label of the text field. @default "Type “confirm”" / "Type “<confirmationText>”" in the current language */
  confirmationLabel?: string;
  /** The instruction above the field. @default "To continue, type … below." in the current language */
  confirmationDescription?: ReactNode;
  strings?: Partial<Pick<typeof strings.en, 'instruction' | 'fieldLabel' | 'mismatch'>>;
}

/**
 * A decision the user must confirm by typing a word: "confirm" (payment, upload, next step, update, submission), or
 * a given text such as a user's email before removing them. The action button stays disabled until it matches.
 */
export function ConfirmDialog({
  onConfirm,
  strings: overrides,
  confirmationText,
  confirmationLabel,
  confirmationDescription,
  ...props
}: ConfirmDialogProps) {
  const t = useUIStrings<typeof strings.en>(strings, overrides);
  const lang = useLang();
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const custom = confirmationText !== undefined;
  const ok = custom ? matchesConfirmationText(typed, confirmationText) : isConfirmWord(typed, lang);
  // Starts empty each time it opens (inside a DialogTrigger, or controlled by its owner).
  const trigger = useContext(OverlayTriggerStateContext);
  const isOpen = props.isOpen ?? trigger?.isOpen;
  useEffect(() => {
    if (isOpen === false) {
      setTyped('');
      setTouched(false);
    }
  }, [isOpen]);
  const text = confirmationText ?? '';
  return (
    <AlertDialog
      {...props}
      isActionDisabled={!ok}
      onAction={() => onConfirm(custom ? typed.trim() : CONFIRM_WORD)}
      extra={
        <>
          <p>{confirmationDescription ?? (custom ? t.customInstruction({ text }) : t.instruction)}</p>
          <TextField
            label={confirmationLabel ?? (custom ? t.customFieldLabel({ text }) : t.fieldLabel)}
            value={typed}
            onChange={setTyped}
            onBlur={() => setTouched(true)}
            autoComplete="off"
            spellCheck="false"
            isRequired
            isInvalid={touched && typed !== '' && !ok}
            errorMessage={custom && !overrides?.mismatch ? t.customMismatch({ text }) : t.mismatch}
          />
        </>
      }
    />
  );
}
