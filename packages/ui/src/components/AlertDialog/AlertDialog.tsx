import { type ReactNode, useState } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

const strings = defineStrings({ en: { cancel: 'Cancel' }, kh: { cancel: 'បោះបង់' } });

export interface AlertDialogProps {
  title: ReactNode;
  /** What will happen. */
  children: ReactNode;
  /** The label of the action button. */
  actionLabel: string;
  /** Called when the user confirms; a promise keeps the dialog open and pending until it settles. */
  onAction: () => void | Promise<void>;
  /** 'danger' for destructive actions. @default 'primary' */
  variant?: 'primary' | 'danger';
  /** Label of the cancel button. @default "Cancel" in the current language */
  cancelLabel?: string;
  /** An error to show (e.g. the action failed); the dialog stays open. */
  errorMessage?: string;
  /** Disable the action button (e.g. until a condition is met). */
  isActionDisabled?: boolean;
  isOpen?: boolean;
  onOpenChange?: ModalOverlayProps['onOpenChange'];
  /** Extra content between the message and the buttons. */
  extra?: ReactNode;
}

/** A dialog that interrupts to ask for a decision (role="alertdialog"); not dismissed by clicking outside. */
export function AlertDialog({
  title,
  children,
  actionLabel,
  onAction,
  variant = 'primary',
  cancelLabel,
  errorMessage,
  isActionDisabled,
  isOpen,
  onOpenChange,
  extra,
}: AlertDialogProps) {
  const t = useUIStrings(strings);
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      role="alertdialog"
      title={title}
      size="sm"
      isDismissable={false}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={close} isDisabled={pending}>
            {cancelLabel ?? t.cancel}
          </Button>
          <Button
            variant={variant}
            isPending={pending}
            isDisabled={isActionDisabled}
            onPress={async () => {
              setPending(true);
              try {
                await onAction();
                close();
              } catch {
                // The caller shows the failure through errorMessage; the dialog stays open and loses nothing.
              } finally {
                setPending(false);
              }
            }}
          >
            {actionLabel}
          </Button>
        </>
      )}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <div>{children}</div>
        {extra}
        {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
      </div>
    </Dialog>
  );
}
