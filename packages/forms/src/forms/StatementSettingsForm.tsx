import { STATEMENT_SETTINGS_DEFAULTS } from '@dfr/statement-engine';
import { Checkbox, DatePicker, Select, TextField } from '@dfr/ui';
import { labelOf, optionsOf } from '../labels';
import {
  CASH_FLOW_TYPE_LABELS,
  CURRENCY_LABELS,
  FRAMEWORK_LABELS,
  PL_TYPE_LABELS,
  PREPARATION_METHOD_LABELS,
  ROUNDING_LABELS,
  SFP_TYPE_LABELS,
  type StatementSettingsInput,
  statementSettingsSchema,
} from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface StatementSettingsFormProps {
  onSubmit: (data: StatementSettingsInput) => unknown;
  defaultValues?: Record<string, unknown>;
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

const FLAGS = ['goingConcern', 'comparativeChange', 'trueAndFairView', 'abilityToPayDebts', 'audited'] as const;

/** Statement settings: every field, with the date rules (authorisation for issue on or after signing). */
export function StatementSettingsForm({
  onSubmit,
  defaultValues,
  serverErrors,
  submitLabel,
}: StatementSettingsFormProps) {
  return (
    <SchemaForm
      schema={statementSettingsSchema}
      onSubmit={onSubmit}
      defaultValues={{
        ...STATEMENT_SETTINGS_DEFAULTS,
        ...defaultValues,
      }}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
      aria-label="statement settings"
    >
      {(form) => {
        const lang = form.lang;
        const label = (k: Parameters<typeof labelOf>[0]) => labelOf(k, lang);
        const date = (path: 'periodStart' | 'periodEnd' | 'signingDate' | 'authorisationDate', required = false) => (
          <DatePicker {...form.date(path)} label={label(path)} isRequired={required} />
        );
        return (
          <>
            <Select
              {...form.select('framework')}
              label={label('framework')}
              items={optionsOf(FRAMEWORK_LABELS, lang)}
              isRequired
            />
            <TextField {...form.text('reportingYear')} label={label('reportingYear')} inputMode="numeric" isRequired />
            {date('periodStart')}
            {date('periodEnd', true)}
            <Select
              {...form.select('presentationCurrency')}
              label={label('presentationCurrency')}
              items={optionsOf(CURRENCY_LABELS, lang)}
              isRequired
            />
            <Select
              {...form.select('functionalCurrency')}
              label={label('functionalCurrency')}
              items={optionsOf(CURRENCY_LABELS, lang)}
              isRequired
            />
            <TextField {...form.text('closingRate')} label={label('closingRate')} inputMode="decimal" />
            <TextField {...form.text('averageRate')} label={label('averageRate')} inputMode="decimal" />
            <Select
              {...form.select('rounding')}
              label={label('rounding')}
              items={optionsOf(ROUNDING_LABELS, lang)}
              isRequired
            />
            <Select
              {...form.select('sfpType')}
              label={label('sfpType')}
              items={optionsOf(SFP_TYPE_LABELS, lang)}
              isRequired
            />
            <Select
              {...form.select('plType')}
              label={label('plType')}
              items={optionsOf(PL_TYPE_LABELS, lang)}
              isRequired
            />
            <Select
              {...form.select('cashFlowType')}
              label={label('cashFlowType')}
              items={optionsOf(CASH_FLOW_TYPE_LABELS, lang)}
              isRequired
            />
            <Select
              {...form.select('preparationMethod')}
              label={label('preparationMethod')}
              items={optionsOf(PREPARATION_METHOD_LABELS, lang)}
            />
            <TextField {...form.text('softwareUsed')} label={label('softwareUsed')} />
            <TextField {...form.text('directorNameEn')} label={label('directorNameEn')} />
            <TextField {...form.text('directorNameKh')} label={label('directorNameKh')} lang="km" />
            <TextField {...form.text('directorEmail')} label={label('directorEmail')} type="email" />
            {date('signingDate')}
            {date('authorisationDate')}
            {FLAGS.map((f) => (
              <Checkbox key={f} {...form.checkbox(f)}>
                {label(f)}
              </Checkbox>
            ))}
            <Select
              {...form.select('reportingLanguage')}
              label={label('reportingLanguage')}
              items={[
                { id: 'en', label: label('english') },
                { id: 'kh', label: label('khmer') },
              ]}
            />
          </>
        );
      }}
    </SchemaForm>
  );
}
