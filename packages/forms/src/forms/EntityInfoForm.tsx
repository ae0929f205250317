import { Checkbox, CheckboxGroup, Select, TextArea, TextField, useLang, YesNoQuestion } from '@dfr/ui';
import { labelOf, labelsIn, optionsOf } from '../labels';
import {
  COUNTRY_LABELS,
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
import type { SavedFormOptions } from './ExportSettingsForm';
import { FieldGroup } from './FieldGroup';

export interface EntityInfoFormProps extends SavedFormOptions {
  onSubmit: (data: EntityInfoInput) => unknown;
  defaultValues?: Record<string, unknown>;
  serverErrors?: ServerFieldErrors;
}

/** What a new entity starts with: a private limited company incorporated in Cambodia, in Phnom Penh. */
export const ENTITY_INFO_DEFAULTS = Object.freeze({
  legalForm: 'privateLimitedCompany',
  countryOfIncorporation: 'KH',
  province: 'phnom-penh',
});

/**
 * The reporting entity: every field of the specification in four groups (identity, address, parent companies,
 * business profile), Khmer and English names, the country as its code, province, legal form and SDGs in columns.
 * `isDisabled` shows a reader's locked copy.
 */
export function EntityInfoForm({ onSubmit, defaultValues, serverErrors, ...options }: EntityInfoFormProps) {
  const contextLang = useLang();
  const name = labelOf('entityForm', options.lang ?? contextLang);
  return (
    <SchemaForm
      schema={entityInfoSchema}
      onSubmit={onSubmit}
      defaultValues={{ ...ENTITY_INFO_DEFAULTS, ...defaultValues }}
      serverErrors={serverErrors}
      aria-label={name}
      {...options}
    >
      {(form) => {
        const { lang } = form;
        const label = labelsIn(lang);
        return (
          <>
            <FieldGroup legend={label('sectionIdentity')}>
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
              <Select
                {...form.select('countryOfIncorporation')}
                label={label('countryOfIncorporation')}
                items={optionsOf(COUNTRY_LABELS, lang)}
                isRequired
              />
              <Select
                {...form.select('province')}
                label={label('province')}
                items={PROVINCES.map((p) => ({ id: p.code, label: p.name[lang] }))}
                isRequired
              />
              <TextField {...form.text('instituteId')} label={label('instituteId')} />
            </FieldGroup>
            <FieldGroup legend={label('sectionAddress')}>
              <TextArea {...form.text('registeredOfficeEn')} label={label('registeredOfficeEn')} rows={2} />
              <TextArea {...form.text('registeredOfficeKh')} label={label('registeredOfficeKh')} rows={2} lang="km" />
              <TextField {...form.text('principalPlaceOfBusiness')} label={label('principalPlaceOfBusiness')} />
              <TextArea {...form.text('natureOfOperations')} label={label('natureOfOperations')} rows={3} />
            </FieldGroup>
            <FieldGroup legend={label('sectionGroup')}>
              <TextField {...form.text('parentNameEn')} label={label('parentNameEn')} />
              <TextField {...form.text('parentNameKh')} label={label('parentNameKh')} lang="km" />
              <TextField {...form.text('ultimateParentNameEn')} label={label('ultimateParentNameEn')} />
              <TextField {...form.text('ultimateParentNameKh')} label={label('ultimateParentNameKh')} lang="km" />
            </FieldGroup>
            <FieldGroup legend={label('sectionBusiness')}>
              <Select {...form.select('sector')} label={label('sector')} items={optionsOf(SECTOR_LABELS, lang)} />
              <Select
                {...form.select('industry')}
                label={label('industry')}
                items={INDUSTRIES.map((i) => ({ id: i.code, label: i.name[lang] }))}
              />
              <TextField {...form.text('registeredCapital')} label={label('registeredCapital')} inputMode="numeric" />
              <Select {...form.select('size')} label={label('size')} items={optionsOf(ENTITY_SIZE_LABELS, lang)} />
              <YesNoQuestion {...form.yesNo('auditRequired')} label={label('auditRequired')} />
              <CheckboxGroup {...form.checkboxGroup('sdgs')} label={label('sdgs')} columns>
                {SDG_NUMBERS.map((n) => (
                  <Checkbox key={n} value={String(n)}>
                    {`${n}. ${SDG_NAMES[n]![lang]}`}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </FieldGroup>
          </>
        );
      }}
    </SchemaForm>
  );
}
