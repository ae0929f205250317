import { Alert, useToast } from '@dfr/ui';
import { scrollable } from '../shell/Feedback';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATE_TYPE_LABELS, translate } from '@dfr/forms/rules';
import { importProblemsOf } from '../../api/errors';
import { useExchangeRates, useMe } from '../../api/hooks';
import type { ExchangeRate } from '../../api/types';
import { addRate, editRate, importRates, type NewRate, type RatesSource } from './api';
import { formatDate, formatNumber } from '../dashboard/format';
import { EmptyState, ErrorNotice, Skeleton, useErrorMessage, useFieldErrors } from '../shell/Feedback';

type Draft = Record<
  | 'currency'
  | 'closingRate'
  | 'averageRate'
  | 'rateType'
  | 'releaseDate'
  | 'officialReportingRate'
  | 'monthlyAverage'
  | 'dailyRate',
  string
>;
const blank: Draft = {
  currency: 'USD',
  closingRate: '',
  averageRate: '',
  rateType: 'official',
  releaseDate: new Date().toISOString().slice(0, 10),
  officialReportingRate: '',
  monthlyAverage: '',
  dailyRate: '',
};
const NUMBERS = ['closingRate', 'averageRate', 'officialReportingRate', 'monthlyAverage', 'dailyRate'] as const;

/** Exchange rates (KHR per unit of a currency, as the national bank publishes them): list, add, edit, CSV import. */
export function RatesPanel() {
  const { t, i18n } = useTranslation('settings');
  const lang = i18n.language === 'kh' ? 'kh' : 'en';
  const rates = useExchangeRates();
  // Official rates are the regulator's to write (the API refuses anyone else); everyone reads them.
  const canWrite = useMe().data?.regulator === true;
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const fieldErrors = useFieldErrors();
  const uid = useId();
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState<Draft>(blank);
  const [editing, setEditing] = useState<ExchangeRate | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [importMsg, setImportMsg] = useState<{
    tone: 'error' | 'success';
    text: string;
    problems?: string[];
    source?: 'csv' | 'nbc';
  } | null>(null);
  const [pending, setPending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!/^[A-Z]{3}$/.test(draft.currency.trim().toUpperCase())) errs.currency = t('rates.invalid_currency');
    for (const k of NUMBERS) {
      const v = draft[k].trim();
      if (!v && (k === 'closingRate' || k === 'averageRate')) errs[k] = t('required');
      else if (v && !(Number(v) > 0)) errs[k] = t('rates.positive');
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.releaseDate)) errs.releaseDate = t('required');
    setErrors(errs);
    if (Object.keys(errs).length) {
      setFormError(t('fix_fields'));
      return;
    }
    // The form's numbers are checked above; the API's schema reads them (its input types are `unknown`).
    const body = {
      currency: draft.currency.trim().toUpperCase(),
      rateType: draft.rateType.trim() || 'official',
      releaseDate: draft.releaseDate,
    } as NewRate;
    for (const k of NUMBERS) if (draft[k].trim()) body[k] = Number(draft[k]);
    setPending(true);
    setFormError(null);
    try {
      if (editing) await editRate(editing.id, { ...body, version: editing.version ?? 1 });
      else await addRate(body);
      toast(editing ? t('rates.updated') : t('rates.added'));
      setDraft(blank);
      setEditing(null);
      await rates.mutate();
    } catch (err) {
      setFormError(errorMessage(err));
      setErrors(fieldErrors(err));
    } finally {
      setPending(false);
    }
  };

  /** Sends a rates file (our CSV, or the national bank's publication) or asks for the fetch; says what came of it. */
  const importFile = async (from: RatesSource, file?: File) => {
    setImportMsg(null);
    const source = from === 'csv' ? 'csv' : 'nbc';
    const say = (m: { tone: 'error' | 'success'; text: string; problems?: string[] }) => setImportMsg({ ...m, source });
    try {
      const result = await importRates(from, file);
      say({
        tone: 'success',
        text: t('rates.imported', { added: result.added ?? 0, updated: result.updated ?? 0 }),
      });
      await rates.mutate();
    } catch (err) {
      const problems = importProblemsOf<{ row: number; column?: string; code: string }>(err) ?? [];
      say({
        tone: 'error',
        text: errorMessage(err),
        problems: problems.map((p) =>
          t('rates.problem', { row: p.row, column: p.column ?? '', code: translate(p.code, lang) }),
        ),
      });
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const list = (rates.data ?? [])
    .filter((r) => !filter || r.currency === filter)
    .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));
  const currencies = [...new Set((rates.data ?? []).map((r) => r.currency))].sort();
  const num = (v: number | undefined | null) =>
    v === undefined || v === null ? '—' : formatNumber(v, i18n.language, { maximumFractionDigits: 4 });

  const message = (source: 'csv' | 'nbc') =>
    importMsg?.source === source ? (
      <div style={{ marginTop: 12 }}>
        <Alert tone={importMsg.tone} live>
          {importMsg.text}
          {importMsg.problems?.length ? (
            <ul>
              {importMsg.problems.slice(0, 50).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      </div>
    ) : null;

  const input = (key: keyof Draft, type = 'text', required = false) => (
    <div className="field">
      <label htmlFor={`${uid}-${key}`}>
        {t(`rates.${key}`)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`${uid}-${key}`}
        type={type}
        inputMode={NUMBERS.includes(key as (typeof NUMBERS)[number]) ? 'decimal' : undefined}
        value={draft[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${uid}-${key}-err` : undefined}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      />
      {errors[key] ? (
        <span className="error" id={`${uid}-${key}-err`}>
          {errors[key]}
        </span>
      ) : null}
    </div>
  );

  return (
    <div>
      <p className="muted">{t('rates.intro')}</p>
      <div className="btn-row" style={{ marginBottom: 12 }}>
        <div className="field field-inline">
          <label htmlFor={`${uid}-filter`}>{t('rates.filter')}</label>
          <select id={`${uid}-filter`} value={filter} onChange={(e) => setFilter(e.target.value)}>
            <option value="">{t('rates.all')}</option>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      {rates.isLoading ? (
        <Skeleton lines={5} />
      ) : rates.error ? (
        <ErrorNotice error={rates.error} onRetry={() => void rates.mutate()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('rates.empty_title')}>{t('rates.empty')}</EmptyState>
      ) : (
        <div className="table-wrap" {...scrollable} style={{ marginBottom: 20, maxHeight: 420 }}>
          <table className="table">
            <caption className="visually-hidden">{t('rates.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rates.releaseDate')}</th>
                <th scope="col">{t('rates.currency')}</th>
                <th scope="col" className="num">
                  {t('rates.closingRate')}
                </th>
                <th scope="col" className="num">
                  {t('rates.averageRate')}
                </th>
                <th scope="col">{t('rates.rateType')}</th>
                <th scope="col" className="num">
                  {t('rates.officialReportingRate')}
                </th>
                {canWrite ? (
                  <th scope="col">
                    <span className="visually-hidden">{t('rates.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id}>
                  <td>{formatDate(r.releaseDate, i18n.language)}</td>
                  <td>{r.currency}</td>
                  <td className="num">{num(r.closingRate)}</td>
                  <td className="num">{num(r.averageRate)}</td>
                  <td>
                    {r.rateType && r.rateType in RATE_TYPE_LABELS
                      ? RATE_TYPE_LABELS[r.rateType as keyof typeof RATE_TYPE_LABELS][lang]
                      : (r.rateType ?? '—')}
                  </td>
                  <td className="num">{num(r.officialReportingRate)}</td>
                  {canWrite ? (
                    <td>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        onClick={() => {
                          setEditing(r);
                          setDraft({
                            currency: r.currency,
                            closingRate: String(r.closingRate),
                            averageRate: String(r.averageRate),
                            rateType: r.rateType ?? 'official',
                            releaseDate: r.releaseDate,
                            officialReportingRate: r.officialReportingRate ? String(r.officialReportingRate) : '',
                            monthlyAverage: r.monthlyAverage ? String(r.monthlyAverage) : '',
                            dailyRate: r.dailyRate ? String(r.dailyRate) : '',
                          });
                          formRef.current?.scrollIntoView({ block: 'start' });
                          document.getElementById(`${uid}-closingRate`)?.focus();
                        }}
                      >
                        {t('rates.edit')}
                        <span className="visually-hidden">
                          {' '}
                          {r.currency} {r.releaseDate}
                        </span>
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {!canWrite ? (
        <p className="muted">{t('rates.regulator_only')}</p>
      ) : (
        <div className="grid-2">
          <form ref={formRef} className="card" onSubmit={submit} noValidate aria-labelledby={`${uid}-add`}>
            <h2 id={`${uid}-add`}>{editing ? t('rates.edit_title') : t('rates.add_title')}</h2>
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            <div
              className="form-grid"
              style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))' }}
            >
              {input('currency', 'text', true)}
              {input('releaseDate', 'date', true)}
              {input('closingRate', 'text', true)}
              {input('averageRate', 'text', true)}
              {input('rateType')}
              {input('officialReportingRate')}
              {input('monthlyAverage')}
              {input('dailyRate')}
            </div>
            <div className="btn-row" style={{ marginTop: 12 }}>
              <button type="submit" className="btn" disabled={pending}>
                {editing ? t('rates.save') : t('rates.add')}
              </button>
              {editing ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    setEditing(null);
                    setDraft(blank);
                    setErrors({});
                    setFormError(null);
                  }}
                >
                  {t('cancel')}
                </button>
              ) : null}
            </div>
          </form>
          <section className="card" aria-labelledby={`${uid}-import`}>
            <h2 id={`${uid}-import`}>{t('rates.import_title')}</h2>
            <p>{t('rates.import_intro')}</p>
            <pre
              style={{
                background: '#f3f6f3',
                padding: 8,
                borderRadius: 6,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontSize: '0.85rem',
              }}
            >
              currency,closing_rate,average_rate,release_date,rate_type{'\n'}USD,4100,4095,2025-12-31,official
            </pre>
            <div className="field">
              <label htmlFor={`${uid}-file`}>{t('rates.import_file')}</label>
              <input
                ref={fileRef}
                id={`${uid}-file`}
                type="file"
                accept=".csv,text/csv"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void importFile('csv', f);
                }}
              />
            </div>
            {message('csv')}
          </section>
          <section className="card" aria-labelledby={`${uid}-nbc`}>
            <h2 id={`${uid}-nbc`}>{t('rates.nbc_title')}</h2>
            <p>{t('rates.nbc_intro')}</p>
            <div className="field">
              <label htmlFor={`${uid}-nbc-file`}>{t('rates.nbc_file')}</label>
              <input
                id={`${uid}-nbc-file`}
                type="file"
                accept=".xml,.csv,application/xml,text/xml,text/csv"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void importFile('nbc', f);
                  e.target.value = '';
                }}
              />
            </div>
            <button type="button" className="btn btn-secondary" onClick={() => void importFile('fetch-nbc')}>
              {t('rates.nbc_fetch')}
            </button>
            {message('nbc')}
          </section>
        </div>
      )}
    </div>
  );
}
