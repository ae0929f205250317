import {
  DEFAULT_EXPORT_SETTINGS,
  DOCUMENT_LANGUAGE_LABELS,
  DOCUMENT_LANGUAGES,
  exportSettingsSchema,
  type FieldError,
  type Lang,
  ORIENTATIONS,
  PAGE_NUMBER_POSITION_LABELS,
  PAGE_NUMBER_POSITIONS,
  PAGE_SIZES,
  parseWith,
  translate,
} from '@dfr/forms/rules';
import { Alert, Button, useToast } from '@dfr/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ApiError } from '../../api/client';
import { paths, send } from '../../api/hooks';
import type { Entity, ExportSettings } from '../../api/types';
import { ErrorNotice, Skeleton, useErrorMessage, useFieldErrors } from '../shell/Feedback';

/** What the form edits: texts as typed (empty = none), the margin as typed so a bad entry is kept and explained. */
interface Draft {
  pageSize: string;
  orientation: string;
  margin: string;
  header: string;
  footer: string;
  pageNumber: boolean;
  pageNumberPosition: string;
  mainColour: string;
  documentLanguage: string;
}

const draftOf = (s: ExportSettings): Draft => ({
  pageSize: s.pageSize,
  orientation: s.orientation,
  margin: String(s.margin),
  header: s.header ?? '',
  footer: s.footer ?? '',
  pageNumber: s.pageNumber,
  pageNumberPosition: s.pageNumberPosition ?? DEFAULT_EXPORT_SETTINGS.pageNumberPosition,
  mainColour: s.mainColour,
  documentLanguage: s.documentLanguage ?? DEFAULT_EXPORT_SETTINGS.documentLanguage,
});

/** `<input type="color">` takes only lower-case `#rrggbb`. */
const colourInput = (v: string) => (/^#[0-9a-f]{6}$/i.test(v) ? v : DEFAULT_EXPORT_SETTINGS.mainColour).toLowerCase();

/**
 * The entity's export settings (page size, orientation, margin, header, footer, page numbers, main colour), kept by
 * the API (`GET|PUT /api/entities/:id/export-settings`, `version` 0 until the first save). Checked with @dfr/forms'
 * `exportSettingsSchema` before sending; the super admin and admins save, everyone else reads.
 */
export function ExportSettingsForm({ entity }: { entity: Entity }) {
  const { t } = useTranslation('settings');
  const settings = useSWR<ExportSettings, ApiError>(paths.exportSettings(entity.id));
  if (settings.error && !settings.data)
    return <ErrorNotice error={settings.error} onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <Skeleton lines={6} label={t('export.loading')} />;
  return (
    <ExportForm
      // A new version read from the server (after a save, or "load the latest") starts the form again from it.
      key={settings.data.version}
      entity={entity}
      saved={settings.data}
      onSaved={(next) => settings.mutate(next, { revalidate: false })}
      reload={() => settings.mutate()}
    />
  );
}

function ExportForm({
  entity,
  saved,
  onSaved,
  reload,
}: {
  entity: Entity;
  saved: ExportSettings;
  onSaved: (next: ExportSettings) => unknown;
  reload: () => unknown;
}) {
  const { t, i18n } = useTranslation('settings');
  const lang: Lang = i18n.language === 'kh' ? 'kh' : 'en';
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const serverFieldErrors = useFieldErrors();
  const uid = useId();
  const canEdit = entity.role === 'super_admin' || entity.role === 'admin';
  const [v, setV] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, FieldError | string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState(false);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setV((x) => ({ ...x, [key]: value }));
  const fieldText = (key: string) => {
    const e = errors[key];
    if (!e) return undefined;
    return typeof e === 'string' ? e : translate(e.key, lang, e.params);
  };
  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${uid}-${key}-error` } : {};
  const errorLine = (key: string) =>
    errors[key] ? (
      <span className="error" id={`${uid}-${key}-error`}>
        {fieldText(key)}
      </span>
    ) : null;

  /** A text input with its label and error: the margin (typed, checked on save), the header and the footer. */
  const textField = (key: 'margin' | 'header' | 'footer', wide = false) => (
    <div className={wide ? 'field span-all' : 'field'}>
      <label htmlFor={`${uid}-${key}`}>{t(`export.${key}`)}</label>
      <input
        id={`${uid}-${key}`}
        inputMode={key === 'margin' ? 'numeric' : undefined}
        value={v[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={
          [errors[key] ? `${uid}-${key}-error` : '', key === 'margin' ? '' : `${uid}-placeholders`]
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      {key === 'margin' ? null : (
        <span className="muted" id={`${uid}-placeholders`}>
          {t('export.placeholders')}
        </span>
      )}
      {errorLine(key)}
    </div>
  );

  /** A list to choose from, with @dfr/forms' labels in the reader's language. */
  const choice = (
    key: 'pageNumberPosition' | 'documentLanguage',
    values: readonly string[],
    labels: Readonly<Record<string, { en: string; kh: string }>>,
  ) => (
    <div className="field">
      <label htmlFor={`${uid}-${key}`}>{t(`export.${key}`)}</label>
      <select id={`${uid}-${key}`} value={v[key]} onChange={(e) => set(key, e.target.value)} {...invalid(key)}>
        {values.map((x) => (
          <option key={x} value={x}>
            {labels[x]?.[lang] ?? x}
          </option>
        ))}
      </select>
      {errorLine(key)}
    </div>
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseWith(exportSettingsSchema, { ...v, margin: v.margin.trim() });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFormError(t('export.fix'));
      return;
    }
    setErrors({});
    setFormError(null);
    setStale(false);
    setPending(true);
    try {
      const next = await send<ExportSettings>('PUT', paths.exportSettings(entity.id), {
        ...parsed.data,
        version: saved.version,
      });
      toast(t('export.saved'));
      await onSaved(next);
    } catch (err) {
      // The input stays as typed; a stale version offers the latest settings (the form then starts from them).
      setFormError(errorMessage(err));
      setErrors(serverFieldErrors(err));
      setStale((err as ApiError)?.status === 409);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="card" onSubmit={submit} noValidate style={{ maxWidth: 760 }} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="visually-hidden">
        {t('tab.export')}
      </h2>
      <p className="muted">{t('export.intro')}</p>
      {canEdit ? null : <p className="muted">{t('read_only')}</p>}
      {formError ? (
        <Alert
          tone="error"
          action={
            stale ? (
              <Button variant="secondary" size="sm" onPress={() => void reload()}>
                {t('export.load_latest')}
              </Button>
            ) : undefined
          }
        >
          {formError}
        </Alert>
      ) : null}
      <fieldset disabled={!canEdit || pending} style={{ border: 0, padding: 0, margin: 0 }}>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${uid}-pageSize`}>{t('export.pageSize')}</label>
            <select
              id={`${uid}-pageSize`}
              value={v.pageSize}
              onChange={(e) => set('pageSize', e.target.value)}
              {...invalid('pageSize')}
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {errorLine('pageSize')}
          </div>
          <fieldset className="field">
            <legend>{t('export.orientation')}</legend>
            <div className="choice-row">
              {ORIENTATIONS.map((o) => (
                <label key={o}>
                  <input
                    type="radio"
                    name={`${uid}-orientation`}
                    checked={v.orientation === o}
                    onChange={() => set('orientation', o)}
                  />
                  {t(`export.${o}`)}
                </label>
              ))}
            </div>
            {errorLine('orientation')}
          </fieldset>
          {textField('margin')}
          <div className="field">
            <label htmlFor={`${uid}-mainColour`}>{t('export.mainColour')}</label>
            <input
              id={`${uid}-mainColour`}
              type="color"
              value={colourInput(v.mainColour)}
              onChange={(e) => set('mainColour', e.target.value.toUpperCase())}
              {...invalid('mainColour')}
            />
            {errorLine('mainColour')}
          </div>
          {textField('header', true)}
          {textField('footer', true)}
          <label className="field field-inline span-all">
            <input type="checkbox" checked={v.pageNumber} onChange={(e) => set('pageNumber', e.target.checked)} />
            {t('export.pageNumbers')}
          </label>
          {choice('pageNumberPosition', PAGE_NUMBER_POSITIONS, PAGE_NUMBER_POSITION_LABELS)}
          {choice('documentLanguage', DOCUMENT_LANGUAGES, DOCUMENT_LANGUAGE_LABELS)}
        </div>
        {canEdit ? (
          <div className="btn-row" style={{ marginTop: 14 }}>
            <button type="submit" className="btn" disabled={pending}>
              {t('export.save')}
            </button>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}
