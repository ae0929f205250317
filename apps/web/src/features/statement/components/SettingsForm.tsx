import { statementCreationSchemaFor, statementSettingsSchema, translate } from '@dfr/forms/rules';
import {
  CURRENCIES,
  defaultStatementSettings,
  FRAMEWORKS,
  PL_TYPES,
  PREPARATION_METHODS,
  ROUNDING_LEVELS,
  SFP_TYPES,
  type StatementSettings,
} from '@dfr/statement-engine';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../api/errors';
import { ErrorNotice } from './ErrorNotice';
import { Button } from '@dfr/ui';
import { StatementUI } from './StatementUI';

const FLAGS = ['goingConcern', 'comparativeChange', 'trueAndFairView', 'abilityToPayDebts', 'audited'] as const;

/** A new statement's settings for a year (the engine's defaults). */
export const defaultSettings = defaultStatementSettings;

type Issues = Record<string, string>;

/** Field problems from @dfr/forms (the same schemas the API checks), keyed by field, as message keys. */
function check(settings: StatementSettings, takenYears: number[], existing: boolean): Issues {
  const issues: Issues = {};
  const collect = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    for (const issue of result.error?.issues ?? []) issues[String(issue.path[0] ?? 'form')] ??= issue.message;
  };
  collect(statementSettingsSchema.safeParse(settings));
  if (!existing) collect(statementCreationSchemaFor(takenYears).safeParse(settings));
  return issues;
}

export interface SettingsFormProps {
  initial: StatementSettings;
  /** Reporting years that already have statements (an existing period cannot be recreated). */
  takenYears: number[];
  /** Editing an existing statement: the year cannot change. */
  existing?: boolean;
  disabled?: boolean;
  submitLabel: string;
  onSubmit: (settings: StatementSettings) => Promise<void>;
  /** A setting to open the form on (a validation error's fix link): focused and scrolled into view. */
  focusField?: string;
}

/** Every setting of a statement (the specification's statement fields). */
export function SettingsForm({
  initial,
  takenYears,
  existing,
  disabled,
  submitLabel,
  onSubmit,
  focusField,
}: SettingsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusField) return;
    const field = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(focusField)}"]`);
    if (!field) return;
    // Marked as the field to fix (outlined), scrolled into view, and focused when it can be (a locked statement's
    // fields are disabled until an edit request unlocks them).
    field.dataset.fixTarget = 'true';
    field.scrollIntoView({ block: 'center' });
    field.focus();
  }, [focusField]);
  const { t, i18n } = useTranslation('statement');
  const lang = i18n.language === 'kh' ? 'kh' : 'en';
  const id = useId();
  const [s, setS] = useState<StatementSettings>(initial);
  const [issues, setIssues] = useState<Issues>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const thisYear = new Date().getFullYear();
  const yearChoices = Array.from({ length: 8 }, (_, i) => thisYear - i);
  if (!yearChoices.includes(s.reportingYear)) yearChoices.push(s.reportingYear);

  const set = <K extends keyof StatementSettings>(key: K, value: StatementSettings[K]) => {
    setS((prev) => {
      const next = { ...prev, [key]: value };
      // The period end follows the reporting year until the user sets it apart.
      if (key === 'reportingYear' && prev.periodEnd === `${prev.reportingYear}-12-31`)
        next.periodEnd = `${value}-12-31`;
      return next;
    });
    setIssues((i) => ({ ...i, [key]: '' }));
  };
  const fieldError = (key: string) =>
    issues[key] ? (
      <span id={`${id}-${key}-error`} className="dfr-error">
        {translate(issues[key], lang)}
      </span>
    ) : null;
  const described = (key: string) =>
    issues[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const select = (
    key: keyof StatementSettings,
    options: readonly string[],
    labelPrefix: string,
    label: string,
  ): ReactNode => (
    <label className="dfr-field">
      <span>{label}</span>
      <select
        name={key}
        value={String(s[key] ?? '')}
        onChange={(e) => set(key, e.target.value as never)}
        {...described(key)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${labelPrefix}.${o}`)}
          </option>
        ))}
      </select>
      {fieldError(key)}
    </label>
  );
  const text = (key: keyof StatementSettings, label: string, type = 'text', extra: object = {}): ReactNode => (
    <label className="dfr-field">
      <span>{label}</span>
      <input
        name={key}
        type={type}
        value={String(s[key] ?? '')}
        onChange={(e) => set(key, (e.target.value || undefined) as never)}
        {...described(key)}
        {...extra}
      />
      {fieldError(key)}
    </label>
  );

  return (
    <form
      ref={formRef}
      className="dfr-form"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        const found = check(s, takenYears, Boolean(existing));
        if (Object.values(found).some(Boolean)) {
          setIssues(found);
          return;
        }
        setBusy(true);
        try {
          await onSubmit(s);
        } catch (err) {
          const fields = apiFieldErrors(err, lang);
          if (Object.keys(fields).length) setIssues(fields);
          setError(err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <fieldset disabled={disabled}>
        <legend>{t('settings.period')}</legend>
        <label className="dfr-field">
          <span>{t('settings.reportingYear')}</span>
          <select
            value={s.reportingYear}
            disabled={existing}
            onChange={(e) => set('reportingYear', Number(e.target.value))}
            {...described('reportingYear')}
          >
            {yearChoices.map((y) => (
              <option key={y} value={y} disabled={!existing && takenYears.includes(y)}>
                {!existing && takenYears.includes(y) ? t('settings.yearTaken', { year: y }) : y}
              </option>
            ))}
          </select>
          {fieldError('reportingYear')}
        </label>
        {text('periodEnd', t('settings.periodEnd'), 'date')}
        {select('framework', FRAMEWORKS, 'framework', t('settings.framework'))}
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>{t('settings.types')}</legend>
        {select('sfpType', SFP_TYPES, 'sfpType', t('settings.sfpType'))}
        {select('plType', PL_TYPES, 'plType', t('settings.plType'))}
        <label className="dfr-field">
          <span>{t('settings.cashFlowType')}</span>
          <select value={s.cashFlowType} onChange={() => undefined}>
            <option value="indirect">{t('cashFlowType.indirect')}</option>
          </select>
        </label>
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>{t('settings.currencies')}</legend>
        {select('presentationCurrency', CURRENCIES, 'currency', t('settings.presentationCurrency'))}
        {select('functionalCurrency', CURRENCIES, 'currency', t('settings.functionalCurrency'))}
        {s.presentationCurrency !== s.functionalCurrency && (
          <>
            {text('closingRate', t('settings.closingRate'), 'number', { step: 'any', min: 0 })}
            {text('averageRate', t('settings.averageRate'), 'number', { step: 'any', min: 0 })}
          </>
        )}
        {select('rounding', ROUNDING_LEVELS, 'rounding', t('settings.rounding'))}
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>{t('settings.preparation')}</legend>
        {select('preparationMethod', PREPARATION_METHODS, 'preparationMethod', t('settings.preparationMethod'))}
        {s.preparationMethod === 'approvedSoftware' && text('softwareUsed', t('settings.softwareUsed'))}
        {select('reportingLanguage', ['en', 'kh'], 'language', t('settings.reportingLanguage'))}
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>{t('settings.director')}</legend>
        {text('directorNameEn', t('settings.directorNameEn'))}
        {text('directorNameKh', t('settings.directorNameKh'), 'text', { lang: 'km' })}
        {text('directorEmail', t('settings.directorEmail'), 'email', { autoComplete: 'email' })}
        {text('signingDate', t('settings.signingDate'), 'date')}
        {text('authorisationDate', t('settings.authorisationDate'), 'date')}
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>{t('settings.flags')}</legend>
        {FLAGS.map((flag) => (
          <label key={flag}>
            <input
              type="checkbox"
              name={flag}
              checked={Boolean(s[flag])}
              onChange={(e) => set(flag, e.target.checked)}
            />{' '}
            {t(`settings.flag.${flag}`)}
          </label>
        ))}
      </fieldset>
      <ErrorNotice error={error} />
      {!disabled && (
        <div className="dfr-actions">
          <StatementUI inline>
            <Button type="submit" isPending={busy}>
              {submitLabel}
            </Button>
          </StatementUI>
        </div>
      )}
    </form>
  );
}
