import { RELATED_PARTY_FIELDS } from '@dfr/statement-engine';
import { Checkbox, CheckboxGroup, NumberField, useLang, vars, YesNoQuestion } from '@dfr/ui';
import { type CSSProperties, useMemo } from 'react';
import { type FieldLabelKey, labelOf } from '../labels';
import { type NoteDataInput, noteDataSchemaFor, POST_PERIOD_QUESTIONS, SDG_NAMES, SDG_NUMBERS } from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { SchemaFormApi, ServerFieldErrors } from '../useSchemaForm';
import type { SavedFormOptions } from './ExportSettingsForm';
import { FieldGroup } from './FieldGroup';
import { ShareholderRows } from './ShareholdersForm';

export interface NoteDataFormProps extends SavedFormOptions {
  onSubmit: (data: NoteDataInput) => unknown;
  /** The stored note data (missing parts start empty). */
  defaultValues?: Partial<Record<keyof NoteDataInput, unknown>> | null;
  serverErrors?: ServerFieldErrors;
  /** The entity's SDGs: the notes' SDGs must match them. */
  entitySdgs?: readonly number[] | undefined;
}

/** Note data with nothing filled in: no shareholders, zero counts and funds, no goal, 13 questions not answered. */
export function emptyNoteData(): NoteDataInput {
  return {
    shareholders: [],
    employees: { total: 0, female: 0, accountants: 0 },
    customers: { active: 0, taxable: 0 },
    sdgs: [],
    fundingSources: { government: false, domesticAgencies: false, internationalAgencies: false },
    funds: { restricted: 0, nonRestricted: 0 },
    postPeriodAnswers: POST_PERIOD_QUESTIONS.map(() => null),
    relatedParties: emptyRelatedParties(),
  };
}

/** The related party amounts with nothing typed: every amount zero (none). */
function emptyRelatedParties(): NonNullable<NoteDataInput['relatedParties']> {
  return Object.fromEntries(RELATED_PARTY_FIELDS.map(({ key }) => [key, 0])) as NonNullable<
    NoteDataInput['relatedParties']
  >;
}

const PARTS = [
  'shareholders',
  'employees',
  'customers',
  'sdgs',
  'fundingSources',
  'funds',
  'relatedParties',
  'postPeriodAnswers',
];
const FUNDING = [
  ['government', 'fundingGovernment'],
  ['domesticAgencies', 'fundingDomesticAgencies'],
  ['internationalAgencies', 'fundingInternationalAgencies'],
] as const;
const summaryStyle: CSSProperties = {
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
};
const columns: CSSProperties = {
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
};

/** Every problem of a submission, in one list above the fields (a long form: the user sees what to fix and where). */
function ErrorSummary({ form }: { form: SchemaFormApi }) {
  if (!form.submitted || form.isValid) return null;
  const messages = [...new Set(PARTS.flatMap((part) => form.errorsUnder(part).map(([, message]) => message)))];
  if (messages.length === 0) return null;
  return (
    <div role="alert" style={summaryStyle}>
      <p style={{ margin: 0 }}>{labelOf('errorSummary', form.lang)}</p>
      <ul style={{ margin: 0 }}>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

/** Counts of one part (employees, customers, funds) as number fields. */
function Counts({ form, fields }: { form: SchemaFormApi; fields: readonly (readonly [string, FieldLabelKey])[] }) {
  return (
    <div style={columns}>
      {fields.map(([path, key]) => (
        <NumberField key={path} {...form.count(path)} label={labelOf(key, form.lang)} />
      ))}
    </div>
  );
}

/**
 * The notes' structured data: shareholders, employees, customers, SDGs (matching the entity's), funding sources,
 * funds, the related party amounts (key management personnel compensation, transactions, balances) and the 13
 * questions on events after the reporting period.
 */
export function NoteDataForm({ onSubmit, defaultValues, serverErrors, entitySdgs, ...options }: NoteDataFormProps) {
  const contextLang = useLang();
  const lang = options.lang ?? contextLang;
  const sdgsKey = entitySdgs?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the goals' content, not the array's identity
  const schema = useMemo(() => noteDataSchemaFor(entitySdgs), [sdgsKey]);
  return (
    <SchemaForm
      schema={schema}
      onSubmit={onSubmit}
      defaultValues={{
        ...emptyNoteData(),
        ...defaultValues,
        // Notes saved before the related party amounts existed start them at zero.
        relatedParties: { ...emptyRelatedParties(), ...(defaultValues?.relatedParties as object | undefined) },
      }}
      serverErrors={serverErrors}
      aria-label={labelOf('noteData', lang)}
      {...options}
    >
      {(typed) => {
        const form = typed as unknown as SchemaFormApi;
        const label = (key: FieldLabelKey) => labelOf(key, form.lang);
        return (
          <>
            <ErrorSummary form={form} />
            <ShareholderRows form={form} />
            <FieldGroup legend={label('employees')} field="employees">
              <Counts
                form={form}
                fields={[
                  ['employees.total', 'employeesTotal'],
                  ['employees.female', 'employeesFemale'],
                  ['employees.accountants', 'employeesAccountants'],
                ]}
              />
            </FieldGroup>
            <FieldGroup legend={label('customers')} field="customers">
              <Counts
                form={form}
                fields={[
                  ['customers.active', 'customersActive'],
                  ['customers.taxable', 'customersTaxable'],
                ]}
              />
            </FieldGroup>
            <CheckboxGroup {...form.checkboxGroup('sdgs')} label={label('sdgs')} columns>
              {SDG_NUMBERS.map((n) => (
                <Checkbox key={n} value={String(n)}>
                  {labelOf('sdgGoal', form.lang, { n, name: SDG_NAMES[n]?.[form.lang] ?? '' })}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <FieldGroup legend={label('fundingSources')} field="fundingSources">
              {FUNDING.map(([key, labelKey]) => (
                <Checkbox key={key} {...form.checkbox(`fundingSources.${key}`)}>
                  {label(labelKey)}
                </Checkbox>
              ))}
            </FieldGroup>
            <FieldGroup legend={label('funds')} field="funds">
              <Counts
                form={form}
                fields={[
                  ['funds.restricted', 'restrictedFund'],
                  ['funds.nonRestricted', 'nonRestrictedFund'],
                ]}
              />
            </FieldGroup>
            <FieldGroup legend={label('relatedParties')} field="relatedParties">
              <p style={{ margin: 0, color: vars.color.textMuted }}>{label('relatedPartiesHint')}</p>
              {/* Long labels wrap: the boxes line up along the bottom of each row. */}
              <div style={{ ...columns, alignItems: 'end' }}>
                {RELATED_PARTY_FIELDS.map(({ key, label: fieldLabel }) => (
                  <NumberField key={key} {...form.count(`relatedParties.${key}`)} label={fieldLabel[form.lang]} />
                ))}
              </div>
            </FieldGroup>
            <FieldGroup legend={label('postPeriod')} field="postPeriodAnswers">
              {POST_PERIOD_QUESTIONS.map((question, i) => (
                <YesNoQuestion key={i} {...form.yesNo(`postPeriodAnswers.${i}`)} label={question[form.lang]} />
              ))}
            </FieldGroup>
          </>
        );
      }}
    </SchemaForm>
  );
}
