import { ConfirmDialog } from '@dfr/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';

interface Ask {
  title: string;
  actionLabel: string;
  message: ReactNode;
}

/**
 * "The user types the word confirm before … update": `ask()` opens the confirm dialog and resolves with the word
 * typed (what the API's update takes as `confirm`), or `null` when the user closes it. Render `dialog` once. A form's
 * submit awaits it, then saves, so a refusal still shows on the form's own fields.
 */
export function useConfirmWord(): { ask: (what: Ask) => Promise<string | null>; dialog: ReactNode } {
  const [open, setOpen] = useState<Ask | null>(null);
  const pending = useRef<((typed: string | null) => void) | null>(null);
  const settle = (typed: string | null) => {
    pending.current?.(typed);
    pending.current = null;
    setOpen(null);
  };
  const ask = useCallback(
    (what: Ask) =>
      new Promise<string | null>((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setOpen(what);
      }),
    [],
  );
  const dialog = (
    <ConfirmDialog
      isOpen={open !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) settle(null);
      }}
      title={open?.title ?? ''}
      actionLabel={open?.actionLabel ?? ''}
      onConfirm={(typed) => settle(typed)}
    >
      {open?.message}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
