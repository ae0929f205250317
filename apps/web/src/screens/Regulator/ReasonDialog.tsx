import { Button, Dialog, TextArea } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../features/shell/errorMessages';

/** A decision that needs words (a refusal, a rejection): a dialog with a required text. */
export function ReasonDialog({
  title,
  label,
  action,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  action: string;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('regulator');
  const errorText = useErrorMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      isOpen
      title={title}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button
          variant="danger"
          isPending={pending}
          onPress={async () => {
            if (!text.trim()) {
              setError(new Error(t('reason_required')));
              return;
            }
            setPending(true);
            try {
              await onSubmit(text.trim());
              onClose();
            } catch (e) {
              setError(e);
            } finally {
              setPending(false);
            }
          }}
        >
          {action}
        </Button>
      }
    >
      <TextArea
        label={label}
        value={text}
        onChange={setText}
        isRequired
        errorMessage={
          error ? (error instanceof Error && !('status' in error) ? error.message : errorText(error)) : undefined
        }
        isInvalid={!!error}
      />
    </Dialog>
  );
}
