import { TextArea, TextField } from '@dfr/ui';
import type { z } from 'zod';
import { labelOf } from '../labels';
import { credentialRequestSchema } from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export type CredentialRequest = z.infer<typeof credentialRequestSchema>;

export interface CredentialRequestFormProps {
  onSubmit: (data: CredentialRequest) => unknown;
  defaultValues?: Partial<CredentialRequest>;
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

/** Asks the regulator for the entity's e-filing access credential (the connection the regulator approves). */
export function CredentialRequestForm({
  onSubmit,
  defaultValues,
  serverErrors,
  submitLabel,
}: CredentialRequestFormProps) {
  return (
    <SchemaForm
      schema={credentialRequestSchema}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
    >
      {(form) => (
        <>
          <TextField {...form.text('registrationNumber')} label={labelOf('registrationNumber', form.lang)} isRequired />
          <TextField
            {...form.text('contactEmail')}
            label={labelOf('contactEmail', form.lang)}
            type="email"
            isRequired
          />
          <TextArea {...form.text('message')} label={labelOf('message', form.lang)} />
        </>
      )}
    </SchemaForm>
  );
}
