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
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

/** Entering an emailed code (Khmer digits accepted); a wrong code from the server shows on the field. */
export function CodeForm({ kind, onSubmit, destination, serverErrors, submitLabel }: CodeFormProps) {
  const schema = kind === 'approval' ? approvalForm : editRequestForm;
  return (
    <SchemaForm schema={schema} onSubmit={onSubmit} serverErrors={serverErrors} submitLabel={submitLabel}>
      {(form) => (
        <CodeInput
          {...form.code('code')}
          label={labelOf(kind === 'approval' ? 'approvalCode' : 'editRequestCode', form.lang)}
          length={kind === 'approval' ? 6 : 4}
          {...(destination ? { description: labelOf('codeSentTo', form.lang, { destination }) } : {})}
          isRequired
        />
      )}
    </SchemaForm>
  );
}
