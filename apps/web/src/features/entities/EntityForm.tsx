import { Alert } from '@dfr/ui';
import { ENTITY_SIZES, type EntityInfo, LEGAL_FORMS } from '@dfr/statement-engine';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import type { Entity } from '../../api/types';
import { useErrorMessage, useFieldErrors } from '../shell/Feedback';
import { COUNTRIES, INDUSTRY_CODES, industryName, PROVINCES, provinceName, SDGS, SECTORS, sectorName } from './options';
import { actions, error, formGrid, formSection, hint, muted } from '../shell/layout.css';

export type EntityValues = EntityInfo;

const REQUIRED = ['nameEn', 'nameKh', 'registrationNumber', 'legalForm', 'countryOfIncorporation', 'province'] as const;

/** The props an input or a select of the form shares: its id and name, value, validity and change handler. */
interface ControlProps {
  id: string;
  name: string;
  value: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

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
      document.getElementById(`${uid}-${Object.keys(missing)[0]}`)?.focus();
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

  /** A labelled field: the label (with * when required), the control given the props every control shares, the error. */
  const field = (key: keyof EntityValues, required: boolean, control: (props: ControlProps) => ReactNode) => {
    const id = `${uid}-${key}`;
    const err = errors[key as string];
    return (
      <div className="field">
        <label htmlFor={id}>
          {t(`field.${key}`)}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {control({
          id,
          name: key,
          value: String(values[key] ?? ''),
          required,
          'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `${id}-err` : undefined,
          onChange: (e) => set(key, e.target.value as never),
        })}
        {err ? (
          <span className={error} id={`${id}-err`}>
            {err}
          </span>
        ) : null}
      </div>
    );
  };

  const text = (key: keyof EntityValues, opts: { required?: boolean; lang?: 'en' | 'kh'; hint?: string } = {}) =>
    field(key, opts.required ?? false, (props) => (
      <input {...props} lang={opts.lang === 'kh' ? 'km-KH' : opts.lang} readOnly={readOnly} />
    ));

  const select = (
    key: keyof EntityValues,
    options: readonly string[],
    label: (o: string) => string,
    required = false,
  ) =>
    field(key, required, (props) => (
      <select {...props} disabled={readOnly}>
        {required ? null : <option value="">{t('choose')}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
    ));

  return (
    <form onSubmit={submit} noValidate aria-describedby={formError ? `${uid}-form-error` : undefined}>
      {formError ? (
        <div id={`${uid}-form-error`}>
          <Alert tone="error">{formError}</Alert>
        </div>
      ) : null}
      <p className={muted}>{t('required_note')}</p>
      <section className={formSection}>
        <h3>{t('section.identity')}</h3>
        <div className={formGrid}>
          {text('nameEn', { required: true, lang: 'en' })}
          {text('nameKh', { required: true, lang: 'kh' })}
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
          {text('registeredOfficeEn', { lang: 'en' })}
          {text('registeredOfficeKh', { lang: 'kh' })}
          {text('principalPlaceOfBusiness')}
          {text('natureOfOperations')}
        </div>
      </section>
      <section className={formSection}>
        <h3>{t('section.group')}</h3>
        <div className={formGrid}>
          {text('parentNameEn', { lang: 'en' })}
          {text('parentNameKh', { lang: 'kh' })}
          {text('ultimateParentNameEn', { lang: 'en' })}
          {text('ultimateParentNameKh', { lang: 'kh' })}
        </div>
      </section>
      <section className={formSection}>
        <h3>{t('section.business')}</h3>
        <div className={formGrid}>
          {select('industry', INDUSTRY_CODES, (o) => industryName(o, i18n.language))}
          {select('sector', SECTORS, (o) => sectorName(o, i18n.language))}
          <div className="field">
            <label htmlFor={`${uid}-registeredCapital`}>{t('field.registeredCapital')}</label>
            <input
              id={`${uid}-registeredCapital`}
              inputMode="numeric"
              readOnly={readOnly}
              value={values.registeredCapital ?? ''}
              aria-invalid={errors.registeredCapital ? true : undefined}
              aria-describedby={`${uid}-registeredCapital-hint`}
              onChange={(e) => {
                const raw = e.target.value.replace(/[,\s]/g, '');
                set('registeredCapital', raw === '' ? undefined : Number(raw));
              }}
            />
            <span className={hint} id={`${uid}-registeredCapital-hint`}>
              {errors.registeredCapital ?? t('capital_hint')}
            </span>
          </div>
          {select('size', ENTITY_SIZES, (o) => t(`size.${o}`))}
          <fieldset className="field">
            <legend>{t('field.auditRequired')}</legend>
            <div className="choice-row">
              {[true, false].map((v) => (
                <label key={String(v)}>
                  <input
                    type="radio"
                    name={`${uid}-audit`}
                    checked={values.auditRequired === v}
                    disabled={readOnly}
                    onChange={() => set('auditRequired', v)}
                  />
                  {v ? t('yes') : t('no')}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <fieldset className="field" style={{ marginTop: 14 }}>
          <legend>{t('field.sdgs')}</legend>
          <div className="choice-row">
            {SDGS.map((n) => (
              <label key={n}>
                <input
                  type="checkbox"
                  disabled={readOnly}
                  checked={values.sdgs?.includes(n) ?? false}
                  onChange={(e) =>
                    set(
                      'sdgs',
                      e.target.checked
                        ? [...(values.sdgs ?? []), n].sort((a, b) => a - b)
                        : (values.sdgs ?? []).filter((x) => x !== n),
                    )
                  }
                />
                {t('sdg', { n })}
              </label>
            ))}
          </div>
        </fieldset>
      </section>
      {readOnly ? null : (
        <div className={actions}>
          <button type="submit" className="btn" disabled={pending} aria-busy={pending}>
            {pending ? t('saving') : submitLabel}
          </button>
          {extraActions}
        </div>
      )}
    </form>
  );
}
