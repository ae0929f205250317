import { Select, YesNoQuestion } from '@dfr/ui';
import { labelOf, optionsOf } from '../labels';
import {
  ENTITY_SIZE_LABELS,
  FRAMEWORK_LABELS,
  LEGAL_FORM_LABELS,
  type ScopingAnswers,
  scopingQuestionsSchema,
} from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface ScopingQuestionsFormProps {
  onSubmit: (data: ScopingAnswers) => unknown;
  defaultValues?: Partial<ScopingAnswers>;
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

/** Onboarding step 2: framework, entity size, whether an audit is required, legal form. */
export function ScopingQuestionsForm({
  onSubmit,
  defaultValues,
  serverErrors,
  submitLabel,
}: ScopingQuestionsFormProps) {
  return (
    <SchemaForm
      schema={scopingQuestionsSchema}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
    >
      {(form) => (
        <>
          <Select
            {...form.select('framework')}
            label={labelOf('framework', form.lang)}
            items={optionsOf(FRAMEWORK_LABELS, form.lang)}
            isRequired
          />
          <Select
            {...form.select('size')}
            label={labelOf('size', form.lang)}
            items={optionsOf(ENTITY_SIZE_LABELS, form.lang)}
            isRequired
          />
          <YesNoQuestion {...form.yesNo('auditRequired')} label={labelOf('auditRequired', form.lang)} isRequired />
          <Select
            {...form.select('legalForm')}
            label={labelOf('legalForm', form.lang)}
            items={optionsOf(LEGAL_FORM_LABELS, form.lang)}
            isRequired
          />
        </>
      )}
    </SchemaForm>
  );
}
