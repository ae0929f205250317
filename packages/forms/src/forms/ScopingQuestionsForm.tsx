import { Radio, RadioGroup, Select, YesNoQuestion } from '@dfr/ui';
import type { ReactNode } from 'react';
import { labelOf, optionsOf } from '../labels';
import {
  CURRENCY_LABELS,
  ENTITY_SIZE_LABELS,
  FRAMEWORK_LABELS,
  LEGAL_FORM_LABELS,
  PL_TYPE_LABELS,
  SCOPING_DEFAULTS,
  SFP_TYPE_LABELS,
  type ScopingAnswers,
  scopingQuestionsSchema,
} from '../rules';
import { SchemaForm, type SchemaFormViewOptions } from '../SchemaForm';
import type { FieldLabelKey } from '../labels';
import type { SchemaFormApi } from '../useSchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface ScopingQuestionsFormProps extends Pick<SchemaFormViewOptions, 'aria-label'> {
  onSubmit: (data: ScopingAnswers) => unknown;
  /** The answers to start from; the statement-shape questions default to the engine's statement defaults. */
  defaultValues?: Partial<ScopingAnswers>;
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
  /** A note under the audit question for its answer (e.g. the filing deadline it implies). @default none */
  describeAudit?: (audited: boolean | null) => ReactNode;
}

type Choice = 'framework' | 'size' | 'sfpType' | 'plType' | 'presentationCurrency' | 'functionalCurrency';

/** A short choice as radios side by side, each option named in the form's language. */
function Choices({
  form,
  name,
  labels,
}: {
  form: SchemaFormApi<typeof scopingQuestionsSchema>;
  name: Choice;
  labels: Readonly<Record<string, { en: string; kh: string }>>;
}) {
  return (
    <RadioGroup
      {...form.radio(name)}
      label={labelOf(name as FieldLabelKey, form.lang)}
      orientation="horizontal"
      isRequired
    >
      {optionsOf(labels, form.lang).map((o) => (
        <Radio key={o.id} value={o.id}>
          {o.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * Onboarding step 2, the eight scoping questions: framework, entity size, whether an audit is required, legal form,
 * and the statements' shape (financial position, profit or loss, presentation and functional currency).
 */
export function ScopingQuestionsForm({
  onSubmit,
  defaultValues,
  serverErrors,
  submitLabel,
  describeAudit,
  ...view
}: ScopingQuestionsFormProps) {
  return (
    <SchemaForm
      schema={scopingQuestionsSchema}
      onSubmit={onSubmit}
      defaultValues={{ ...SCOPING_DEFAULTS, ...defaultValues }}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
      {...view}
    >
      {(form) => {
        const audited = form.values.auditRequired;
        return (
          <>
            <Choices form={form} name="framework" labels={FRAMEWORK_LABELS} />
            <Choices form={form} name="size" labels={ENTITY_SIZE_LABELS} />
            <YesNoQuestion
              {...form.yesNo('auditRequired')}
              label={labelOf('auditRequired', form.lang)}
              description={describeAudit?.(typeof audited === 'boolean' ? audited : null)}
              isRequired
            />
            <Select
              {...form.select('legalForm')}
              label={labelOf('legalForm', form.lang)}
              items={optionsOf(LEGAL_FORM_LABELS, form.lang)}
              isRequired
            />
            <Choices form={form} name="sfpType" labels={SFP_TYPE_LABELS} />
            <Choices form={form} name="plType" labels={PL_TYPE_LABELS} />
            <Choices form={form} name="presentationCurrency" labels={CURRENCY_LABELS} />
            <Choices form={form} name="functionalCurrency" labels={CURRENCY_LABELS} />
          </>
        );
      }}
    </SchemaForm>
  );
}
