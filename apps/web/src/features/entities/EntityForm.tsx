import { Alert, Button, Checkbox, CheckboxGroup, NativeSelect, TextField, YesNoQuestion } from '@dfr/ui';
import { ENTITY_SIZES, type EntityInfo, LEGAL_FORMS } from '@dfr/statement-engine';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import type { Entity } from '../../api/types';
import { useErrorMessage, useFieldErrors } from '../shell/Feedback';
import { COUNTRIES, INDUSTRY_CODES, industryName, PROVINCES, provinceName, SDGS, SECTORS, sectorName } from './options';
import { actions, formGrid, formSection, muted } from '../shell/layout.css';
import * as styles from './entities.css';

export type EntityValues = EntityInfo;

const REQUIRED = ['nameEn', 'nameKh', 'registrationNumber', 'legalForm', 'countryOfIncorporation', 'province'] as const;

const empty: EntityValues = {
  nameEn: '',
  nameKh: '',
  registrationNumber: '',
  vatTin: '',
  legalForm: 'privateLimitedCompany',
  countryOfIncorporation: 'KH',
  province: 'phnom-penh',
  sdgs: [],
};

/** The entity's values as the form holds them (absent text = ''). */
export function toValues(entity?: Partial<Entity>): EntityValues {
  const { id: _id, version: _v, role: _r, createdAt: _c, ...rest } = entity ?? {};
  return { ...empty, ...rest } as EntityValues;
}

/** Drops empty optional text so the API stores "not given" rather than "". */
function clean(values: EntityValues): EntityValues {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === '' && !(REQUIRED as readonly string[]).includes(k)) continue;
    if (typeof v === 'string') out[k] = v.trim();
    else out[k] = v;
  }
  return out as unknown as EntityValues;
}

/**
 * Every field of the reporting entity (the specification's list), Khmer and English. The user's input stays on a
 * failure; the API's field errors show beside their fields.
 */
export function EntityForm({
  initial,
  submitLabel,
  onSubmit,
  readOnly = false,
  extraActions,
}: {
  initial?: Partial<Entity>;
  submitLabel: string;
  onSubmit: (values: EntityValues) => Promise<void>;
  readOnly?: boolean;
  extraActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('entities');
  const errorMessage = useErrorMessage();
  const fieldErrors = useFieldErrors();
  const [values, setValues] = useState<EntityValues>(() => toValues(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof EntityValues>(key: K, value: EntityValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key as string]) setErrors(({ [key as string]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const key of REQUIRED) if (!String(values[key] ?? '').trim()) missing[key] = t('required');
    if (values.registeredCapital !== undefined && !Number.isInteger(values.registeredCapital))
      missing.registeredCapital = t('whole_number');
    setErrors(missing);
    if (Object.keys(missing).length) {
      setFormError(t('fix_fields'));
      formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(missing)[0]}"]`)?.focus();
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      await onSubmit(clean(values));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && /exist|duplicate/i.test(`${err.code} ${err.messageKey}`)) {
        const text = errorMessage(err);
        setFormError(text);
        setErrors((x) => ({ ...x, registrationNumber: text }));
      } else {
        setFormError(errorMessage(err));
        setErrors(fieldErrors(err));
      }
    } finally {
      setPending(false);
    }
  };

  /** What every field shares: its name, its error (the field is marked invalid), read-only when asked. */
  const common = (key: keyof EntityValues) => {
    const err = errors[key as string];
    return { name: key, isInvalid: err ? true : undefined, errorMessage: err };
  };

  const text = (key: keyof EntityValues, opts: { required?: boolean } = {}) => (
    <TextField
      {...common(key)}
      validationBehavior="aria"
      label={t(`field.${key}`)}
      isRequired={opts.required}
      isReadOnly={readOnly}
      value={String(values[key] ?? '')}
      onChange={(v) => set(key, v as never)}
    />
  );

  const select = (
    key: keyof EntityValues,
    options: readonly string[],
    label: (o: string) => string,
    required = false,
  ) => (
    <NativeSelect
      {...common(key)}
      label={t(`field.${key}`)}
      isRequired={required}
      isDisabled={readOnly}
      placeholder={required ? undefined : t('choose')}
      value={String(values[key] ?? '')}
      items={options.map((o) => ({ id: o, label: label(o) }))}
      onChange={(v) => set(key, v as never)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-describedby={formError ? `${uid}-form-error` : undefined}>
      {formError ? (
        <div id={`${uid}-form-error`}>
          <Alert tone="error">{formError}</Alert>
        </div>
      ) : null}
      <p className={muted}>{t('required_note')}</p>
      <section className={formSection}>
        <h3>{t('section.identity')}</h3>
        <div className={formGrid}>
          {text('nameEn', { required: true })}
          {text('nameKh', { required: true })}
          {text('registrationNumber', { required: true })}
          {text('vatTin')}
          {select('legalForm', LEGAL_FORMS, (o) => t(`legal_form.${o}`), true)}
          {select('countryOfIncorporation', COUNTRIES, (c) => t(`country.${c}`, { defaultValue: c }), true)}
          {select('province', PROVINCES, (p) => provinceName(p, i18n.language), true)}
          {text('instituteId')}
        </div>
      </section>
      <section className={formSection}>
        <h3>{t('section.address')}</h3>
        <div className={formGrid}>
          {text('registeredOfficeEn')}
          {text('registeredOfficeKh')}
          {text('principalPlaceOfBusiness')}
          {text('natureOfOperations')}
        </div>
      </section>
      <section className={formSection}>
        <h3>{t('section.group')}</h3>
        <div className={formGrid}>
          {text('parentNameEn')}
          {text('parentNameKh')}
          {text('ultimateParentNameEn')}
          {text('ultimateParentNameKh')}
        </div>
      </section>
      <section className={formSection}>
        <h3>{t('section.business')}</h3>
        <div className={formGrid}>
          {select('industry', INDUSTRY_CODES, (o) => industryName(o, i18n.language))}
          {select('sector', SECTORS, (o) => sectorName(o, i18n.language))}
          <TextField
            {...common('registeredCapital')}
            validationBehavior="aria"
            label={t('field.registeredCapital')}
            inputMode="numeric"
            isReadOnly={readOnly}
            value={values.registeredCapital == null ? '' : String(values.registeredCapital)}
            description={errors.registeredCapital ? undefined : t('capital_hint')}
            onChange={(v) => {
              const raw = v.replace(/[,\s]/g, '');
              set('registeredCapital', (raw === '' ? undefined : Number(raw)) as never);
            }}
          />
          {select('size', ENTITY_SIZES, (o) => t(`size.${o}`))}
          <YesNoQuestion
            label={t('field.auditRequired')}
            value={values.auditRequired ?? null}
            isReadOnly={readOnly}
            onChange={(v) => set('auditRequired', v as never)}
            strings={{ yes: t('yes'), no: t('no') }}
          />
        </div>
        <CheckboxGroup
          className={styles.sdgs}
          label={t('field.sdgs')}
          columns
          isReadOnly={readOnly}
          value={(values.sdgs ?? []).map(String)}
          onChange={(chosen) => set('sdgs', chosen.map(Number).sort((a, b) => a - b) as never)}
        >
          {SDGS.map((n) => (
            <Checkbox key={n} value={String(n)}>
              {t('sdg', { n })}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </section>
      {readOnly ? null : (
        <div className={actions}>
          <Button type="submit" isPending={pending}>
            {pending ? t('saving') : submitLabel}
          </Button>
          {extraActions}
        </div>
      )}
    </form>
  );
}
