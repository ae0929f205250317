import { formatYear, STATEMENT_SETTINGS_DEFAULTS } from '@dfr/statement-engine';
import { Checkbox, DatePicker, Select, TextField, useLang } from '@dfr/ui';
import { useMemo } from 'react';
import { labelOf, optionsOf } from '../labels';
import {
  CASH_FLOW_TYPE_LABELS,
  CURRENCY_LABELS,
  FRAMEWORK_LABELS,
  normalizeDateInput,
  PL_TYPE_LABELS,
  PREPARATION_METHOD_LABELS,
  periodExists,
  ROUNDING_LABELS,
  SFP_TYPE_LABELS,
  type StatementSettingsInput,
  statementSettingsSchema,
} from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { SchemaFormApi, ServerFieldErrors } from '../useSchemaForm';
import type { SavedFormOptions } from './ExportSettingsForm';
import { FieldGroup } from './FieldGroup';

export interface StatementSettingsFormProps extends SavedFormOptions {
  onSubmit: (data: StatementSettingsInput) => unknown;
  defaultValues?: Record<string, unknown>;
  serverErrors?: ServerFieldErrors;
  /**
   * Creating a statement: the reporting years that already have statements. Each is offered but cannot be chosen,
   * and the rules refuse it (an existing period cannot be recreated).
   */
  takenYears?: readonly number[];
  /** Editing an existing statement: its reporting year cannot change. @default false */
  isYearFixed?: boolean;
  /** How many past years the year list offers, this year included. @default 8 */
  yearsOffered?: number;
}

const FLAGS = [
  'firstYearOfReporting',
  'goingConcern',
  'comparativeChange',
  'trueAndFairView',
  'abilityToPayDebts',
  'audited',
] as const;
type DatePath = 'periodStart' | 'periodEnd' | 'signingDate' | 'authorisationDate';

/** The years the list offers: this year and the ones before, plus the statement's own when it is older. */
function yearChoices(current: unknown, count: number): string[] {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: count }, (_, i) => String(thisYear - i));
  const own = current === undefined || current === null || current === '' ? undefined : String(current);
  if (own && !years.includes(own)) years.push(own);
  return years;
}

/** The reporting year: a list of years; the period end follows it until the user sets it apart. */
function YearSelect({
  form,
  takenYears,
  isYearFixed,
  yearsOffered,
}: {
  form: SchemaFormApi;
  takenYears: readonly number[];
  isYearFixed: boolean;
  yearsOffered: number;
}) {
  const lang = form.lang;
  const binding = form.select('reportingYear');
  const items = yearChoices(form.values.reportingYear, yearsOffered).map((year) => {
    const taken = !isYearFixed && periodExists(takenYears, Number(year));
    // The key stays the year in ASCII (the value saved); the label is in the reader's digits.
    const shown = formatYear(Number(year), lang);
    return { id: year, label: taken ? labelOf('yearTaken', lang, { year: shown }) : shown, isDisabled: taken };
  });
  return (
    <Select
      {...binding}
      label={labelOf('reportingYear', lang)}
      items={items}
      isRequired
      isDisabled={form.isDisabled || isYearFixed}
      onSelectionChange={(key) => {
        const previous = form.values.reportingYear;
        binding.onSelectionChange(key);
        if (key !== null && normalizeDateInput(form.values.periodEnd) === `${previous}-12-31`)
          form.setValue('periodEnd', `${key}-12-31`);
      }}
    />
  );
}

/**
 * Statement settings: every field, in groups (period, statement types, currencies and rounding, preparation, the
 * director signing, the entity's statements), with the date rules (authorisation for issue on or after signing).
 * The translation rates show only when the two currencies differ, the software only when approved software is used.
 */
export function StatementSettingsForm({
  onSubmit,
  defaultValues,
  serverErrors,
  takenYears = [],
  isYearFixed = false,
  yearsOffered = 8,
  ...options
}: StatementSettingsFormProps) {
  const contextLang = useLang();
  const creating = !isYearFixed && takenYears.length > 0;
  const takenKey = takenYears.join(',');
  // A new statement's year must not have statements yet: the same rule as the API's creation check.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the years' content, not the array's identity
  const schema = useMemo(
    () =>
      creating
        ? statementSettingsSchema.superRefine((v, ctx) => {
            if (periodExists(takenYears, v.reportingYear))
              ctx.addIssue({
                code: 'custom',
                message: 'reporting_period_exists',
                params: { year: v.reportingYear },
                path: ['reportingYear'],
              });
          })
        : statementSettingsSchema,
    [creating, takenKey],
  );
  const values: Record<string, unknown> = { ...STATEMENT_SETTINGS_DEFAULTS, ...defaultValues };
  return (
    <SchemaForm
      schema={schema}
      onSubmit={onSubmit}
      defaultValues={{
        ...values,
        reportingYear: values.reportingYear === undefined ? undefined : String(values.reportingYear),
      }}
      serverErrors={serverErrors}
      aria-label={labelOf('statementSettings', options.lang ?? contextLang)}
      {...options}
    >
      {(form) => {
        const lang = form.lang;
        const label = (k: Parameters<typeof labelOf>[0]) => labelOf(k, lang);
        const date = (path: DatePath, required = false) => (
          <DatePicker {...form.date(path)} label={label(path)} isRequired={required} />
        );
        const choice = (path: string, key: Parameters<typeof labelOf>[0], labels: Parameters<typeof optionsOf>[0]) => (
          <Select {...form.select(path)} label={label(key)} items={optionsOf(labels, lang)} isRequired />
        );
        const v = form.values;
        return (
          <>
            <FieldGroup legend={label('settingsPeriod')}>
              <YearSelect
                form={form as unknown as SchemaFormApi}
                takenYears={takenYears}
                isYearFixed={isYearFixed}
                yearsOffered={yearsOffered}
              />
              {date('periodStart')}
              {date('periodEnd', true)}
              {choice('framework', 'framework', FRAMEWORK_LABELS)}
            </FieldGroup>
            <FieldGroup legend={label('settingsTypes')}>
              {choice('sfpType', 'sfpType', SFP_TYPE_LABELS)}
              {choice('plType', 'plType', PL_TYPE_LABELS)}
              {choice('cashFlowType', 'cashFlowType', CASH_FLOW_TYPE_LABELS)}
            </FieldGroup>
            <FieldGroup legend={label('settingsCurrencies')}>
              {choice('presentationCurrency', 'presentationCurrency', CURRENCY_LABELS)}
              {choice('functionalCurrency', 'functionalCurrency', CURRENCY_LABELS)}
              {v.presentationCurrency !== v.functionalCurrency && (
                <>
                  <TextField
                    {...form.text('closingRate')}
                    label={label('closingRate')}
                    description={label('ratePerUnit')}
                    inputMode="decimal"
                  />
                  <TextField
                    {...form.text('averageRate')}
                    label={label('averageRate')}
                    description={label('ratePerUnit')}
                    inputMode="decimal"
                  />
                </>
              )}
              {choice('rounding', 'rounding', ROUNDING_LABELS)}
            </FieldGroup>
            <FieldGroup legend={label('settingsPreparation')}>
              <Select
                {...form.select('preparationMethod')}
                label={label('preparationMethod')}
                items={optionsOf(PREPARATION_METHOD_LABELS, lang)}
              />
              {v.preparationMethod === 'approvedSoftware' && (
                <TextField {...form.text('softwareUsed')} label={label('softwareUsed')} isRequired />
              )}
              <Select
                {...form.select('reportingLanguage')}
                label={label('reportingLanguage')}
                items={[
                  { id: 'en', label: label('english') },
                  { id: 'kh', label: label('khmer') },
                ]}
              />
            </FieldGroup>
            <FieldGroup legend={label('settingsDirector')}>
              <TextField {...form.text('directorNameEn')} label={label('directorNameEn')} />
              <div lang="km">
                <TextField {...form.text('directorNameKh')} label={label('directorNameKh')} />
              </div>
              <TextField
                {...form.text('directorEmail')}
                label={label('directorEmail')}
                type="email"
                autoComplete="email"
              />
              {date('signingDate')}
              {date('authorisationDate')}
            </FieldGroup>
            <FieldGroup legend={label('settingsFlags')}>
              {FLAGS.map((f) => (
                <Checkbox key={f} {...form.checkbox(f)}>
                  {label(f)}
                </Checkbox>
              ))}
            </FieldGroup>
          </>
        );
      }}
    </SchemaForm>
  );
}
