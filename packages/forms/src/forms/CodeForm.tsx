import { formatTime } from '@dfr/statement-engine';
import { CodeInput } from '@dfr/ui';
import { z } from 'zod';
import { labelOf } from '../labels';
import { approvalCodeSchema, editRequestCodeSchema } from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

const approvalForm = z.object({ code: approvalCodeSchema });
const editRequestForm = z.object({ code: editRequestCodeSchema });

export interface CodeFormProps {
  /** `approval`: the 6-digit code emailed to the director; `editRequest`: the 4-digit code for an edit request. */
  kind: 'approval' | 'editRequest';
  onSubmit: (data: { code: string }) => unknown;
  /** Where the code was sent, shown under the field. */
  destination?: string;
  /** When the code expires (ISO time), shown under the field as a local time (Khmer digits in Khmer). */
  expiresAt?: string;
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

/** Entering an emailed code (Khmer digits accepted); a wrong code from the server shows on the field. */
export function CodeForm({ kind, onSubmit, destination, expiresAt, serverErrors, submitLabel }: CodeFormProps) {
  const schema = kind === 'approval' ? approvalForm : editRequestForm;
  const expires = expiresAt && !Number.isNaN(new Date(expiresAt).getTime()) ? expiresAt : undefined;
  return (
    <SchemaForm schema={schema} onSubmit={onSubmit} serverErrors={serverErrors} submitLabel={submitLabel}>
      {(form) => {
        const notes = [
          destination ? labelOf('codeSentTo', form.lang, { destination }) : '',
          expires ? labelOf('codeExpiresAt', form.lang, { time: formatTime(expires, form.lang) }) : '',
        ].filter(Boolean);
        return (
          <CodeInput
            {...form.code('code')}
            label={labelOf(kind === 'approval' ? 'approvalCode' : 'editRequestCode', form.lang)}
            length={kind === 'approval' ? 6 : 4}
            {...(notes.length ? { description: notes.join(' ') } : {})}
            isRequired
          />
        );
      }}
    </SchemaForm>
  );
}
