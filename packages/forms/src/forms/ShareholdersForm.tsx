import { Button, TextField } from '@dfr/ui';
import { z } from 'zod';
import { labelOf } from '../labels';
import { type ShareholderInput, shareholdersSchema } from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { SchemaFormApi, ServerFieldErrors } from '../useSchemaForm';

/** The shareholder tab: at least one shareholder, each with a name, shares and paid-up capital in KHR. */
export const shareholdersFormSchema = z.object({
  shareholders: shareholdersSchema.min(1, 'shareholders_required'),
});

export interface ShareholdersFormProps {
  onSubmit: (data: { shareholders: ShareholderInput[] }) => unknown;
  defaultValues?: { shareholders?: Partial<Record<keyof ShareholderInput, unknown>>[] };
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

const emptyRow = { name: '', shares: '', paidUpKhr: '' };

/** Shareholders as rows that can be added and removed; errors show on the cell at fault. */
export function ShareholdersForm({ onSubmit, defaultValues, serverErrors, submitLabel }: ShareholdersFormProps) {
  return (
    <SchemaForm
      schema={shareholdersFormSchema}
      onSubmit={onSubmit}
      defaultValues={{ shareholders: defaultValues?.shareholders ?? [emptyRow] }}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
      aria-label="shareholders"
    >
      {(form) => <ShareholderRows form={form as unknown as SchemaFormApi} />}
    </SchemaForm>
  );
}

/**
 * The shareholder rows of a form whose values hold `shareholders`: each row a group (name, shares, paid-up capital,
 * remove), then "add a shareholder"; an error of the whole list above the rows.
 */
export function ShareholderRows({ form }: { form: SchemaFormApi }) {
  const lang = form.lang;
  const rows = (form.values.shareholders as unknown[] | undefined) ?? [];
  const listError = form.errorOf('shareholders');
  return (
    <fieldset
      data-field="shareholders"
      style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0, display: 'grid', gap: '0.75rem' }}
    >
      <legend>{labelOf('shareholders', lang)}</legend>
      {listError && <p role="alert">{listError}</p>}
      {rows.map((_, i) => (
        <fieldset
          key={i}
          aria-label={labelOf('shareholderRow', lang, { n: i + 1 })}
          style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', flexWrap: 'wrap', border: 0, padding: 0 }}
        >
          <TextField {...form.text(`shareholders.${i}.name`)} label={labelOf('shareholderName', lang)} isRequired />
          <TextField
            {...form.text(`shareholders.${i}.shares`)}
            label={labelOf('shares', lang)}
            inputMode="numeric"
            isRequired
          />
          <TextField
            {...form.text(`shareholders.${i}.paidUpKhr`)}
            label={labelOf('paidUpKhr', lang)}
            inputMode="numeric"
            isRequired
          />
          <Button
            variant="secondary"
            isDisabled={form.isDisabled}
            onPress={() =>
              form.setValue(
                'shareholders',
                rows.filter((__, j) => j !== i),
              )
            }
          >
            {labelOf('removeShareholder', lang, { n: i + 1 })}
          </Button>
        </fieldset>
      ))}
      <div>
        <Button
          variant="secondary"
          isDisabled={form.isDisabled}
          onPress={() => form.setValue('shareholders', [...rows, emptyRow])}
        >
          {labelOf('addShareholder', lang)}
        </Button>
      </div>
    </fieldset>
  );
}
