import { Checkbox, CheckboxGroup, Select, TextArea, TextField } from '@dfr/ui';
import { labelOf, optionsOf } from '../labels';
import {
  ENTITY_SIZE_LABELS,
  type EntityInfoInput,
  entityInfoSchema,
  INDUSTRIES,
  LEGAL_FORM_LABELS,
  PROVINCES,
  SDG_NAMES,
  SDG_NUMBERS,
  SECTOR_LABELS,
} from '../rules';
import { SchemaForm } from '../SchemaForm';
import type { ServerFieldErrors } from '../useSchemaForm';

export interface EntityInfoFormProps {
  onSubmit: (data: EntityInfoInput) => unknown;
  defaultValues?: Record<string, unknown>;
  serverErrors?: ServerFieldErrors;
  submitLabel?: string;
}

/** The reporting entity: every field of the specification, Khmer and English names, province, legal form, SDGs. */
export function EntityInfoForm({ onSubmit, defaultValues, serverErrors, submitLabel }: EntityInfoFormProps) {
  return (
    <SchemaForm
      schema={entityInfoSchema}
      onSubmit={onSubmit}
      defaultValues={{ countryOfIncorporation: 'Cambodia', ...defaultValues }}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
      aria-label="entity"
    >
      {(form) => {
        const lang = form.lang;
        const label = (k: Parameters<typeof labelOf>[0]) => labelOf(k, lang);
        return (
          <>
            <TextField {...form.text('nameEn')} label={label('nameEn')} isRequired />
            <TextField {...form.text('nameKh')} label={label('nameKh')} lang="km" isRequired />
            <TextField {...form.text('registrationNumber')} label={label('registrationNumber')} isRequired />
            <TextField {...form.text('vatTin')} label={label('vatTin')} placeholder="K001-123456789" />
            <Select
              {...form.select('legalForm')}
              label={label('legalForm')}
              items={optionsOf(LEGAL_FORM_LABELS, lang)}
              isRequired
            />
            <TextField {...form.text('countryOfIncorporation')} label={label('countryOfIncorporation')} isRequired />
            <Select
              {...form.select('province')}
              label={label('province')}
              items={PROVINCES.map((p) => ({ id: p.code, label: p.name[lang] }))}
              isRequired
            />
            <TextArea {...form.text('registeredOfficeEn')} label={label('registeredOfficeEn')} rows={2} />
            <TextArea {...form.text('registeredOfficeKh')} label={label('registeredOfficeKh')} rows={2} lang="km" />
            <TextField {...form.text('principalPlaceOfBusiness')} label={label('principalPlaceOfBusiness')} />
            <TextArea {...form.text('natureOfOperations')} label={label('natureOfOperations')} rows={3} />
            <TextField {...form.text('parentNameEn')} label={label('parentNameEn')} />
            <TextField {...form.text('parentNameKh')} label={label('parentNameKh')} lang="km" />
            <TextField {...form.text('ultimateParentNameEn')} label={label('ultimateParentNameEn')} />
            <TextField {...form.text('ultimateParentNameKh')} label={label('ultimateParentNameKh')} lang="km" />
            <Select {...form.select('sector')} label={label('sector')} items={optionsOf(SECTOR_LABELS, lang)} />
            <Select
              {...form.select('industry')}
              label={label('industry')}
              items={INDUSTRIES.map((i) => ({ id: i.code, label: i.name[lang] }))}
            />
            <TextField {...form.text('registeredCapital')} label={label('registeredCapital')} inputMode="numeric" />
            <TextField {...form.text('instituteId')} label={label('instituteId')} />
            <Select {...form.select('size')} label={label('size')} items={optionsOf(ENTITY_SIZE_LABELS, lang)} />
            <Checkbox {...form.checkbox('auditRequired')}>{label('auditRequired')}</Checkbox>
            <CheckboxGroup {...form.checkboxGroup('sdgs')} label={label('sdgs')} columns>
              {SDG_NUMBERS.map((n) => (
                <Checkbox key={n} value={String(n)}>
                  {`${n}. ${SDG_NAMES[n]![lang]}`}
                </Checkbox>
              ))}
            </CheckboxGroup>
          </>
        );
      }}
    </SchemaForm>
  );
}
