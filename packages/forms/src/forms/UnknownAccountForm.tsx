import { ComboBox, Select, TextField, useLang } from '@dfr/ui';
import { labelOf, optionsOf } from '../labels';
import { ACCOUNT_TYPE_LABELS, type UnknownAccountInput, unknownAccountSchema } from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface UnknownAccountFormProps {
  /** The account's code, as the trial balance names it (the form's name). */
  code: string;
  /** The line items (concepts) the account may post to: the statement's taxonomy, labelled in the reader's language. */
  concepts: readonly { id: string; label: string }[];
  onSubmit: (data: UnknownAccountInput) => unknown;
  /** The account has been added: the form is locked and says so. @default false */
  isAdded?: boolean;
  serverErrors?: ServerFieldErrors;
}

/**
 * An account a trial balance names but the chart lacks, added from the import's report: a name, an account type
 * and the line item it posts to, searched by typing.
 */
export function UnknownAccountForm({
  code,
  concepts,
  onSubmit,
  isAdded = false,
  serverErrors,
}: UnknownAccountFormProps) {
  const lang = useLang();
  return (
    <SchemaForm
      schema={unknownAccountSchema}
      onSubmit={onSubmit}
      defaultValues={{ accountType: 'asset' }}
      serverErrors={serverErrors}
      // Once added, the fields are locked and the submit goes (SchemaForm's locked form).
      isDisabled={isAdded}
      aria-label={code}
      submitLabel={labelOf('addToChart', lang)}
    >
      {(form) => (
        <>
          <strong>{code}</strong>
          <TextField {...form.text('name')} label={labelOf('accountName', form.lang)} isRequired />
          <Select
            {...form.select('accountType')}
            label={labelOf('accountType', form.lang)}
            items={optionsOf(ACCOUNT_TYPE_LABELS, form.lang)}
            isRequired
          />
          <ComboBox
            {...form.select('concept')}
            label={labelOf('lineItem', form.lang)}
            placeholder={labelOf('chooseLineItem', form.lang)}
            defaultItems={concepts}
            isRequired
          />
          {isAdded && <p role="status">{labelOf('addedToChart', form.lang)}</p>}
        </>
      )}
    </SchemaForm>
  );
}
