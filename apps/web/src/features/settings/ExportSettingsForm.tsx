import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity, ExportSettings } from '../../api/types';
import { useToast } from '../shell/Feedback';

export const DEFAULT_EXPORT: ExportSettings = {
  pageSize: 'A4',
  orientation: 'portrait',
  marginMm: 20,
  header: '',
  footer: '',
  pageNumbers: true,
  mainColour: '#2e7d4f',
};

const key = (entityId: string) => `dfr.export.${entityId}`;

/** The entity's export settings: the API's when it keeps them, else this browser's saved choice, else defaults. */
export function loadExportSettings(entity: Entity): ExportSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(key(entity.id)) ?? 'null');
    return { ...DEFAULT_EXPORT, ...entity.exportSettings, ...saved };
  } catch {
    return { ...DEFAULT_EXPORT, ...entity.exportSettings };
  }
}

/** Page size, orientation, margin, header, footer, page numbers and main colour of PDF exports. */
export function ExportSettingsForm({ entity }: { entity: Entity }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const uid = useId();
  const [v, setV] = useState<ExportSettings>(() => loadExportSettings(entity));
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!Number.isInteger(v.marginMm) || v.marginMm < 0 || v.marginMm > 60) {
      setError(t('export.margin_range'));
      return;
    }
    setError(null);
    try {
      localStorage.setItem(key(entity.id), JSON.stringify(v));
      toast(t('export.saved'));
    } catch {
      setError(t('export.not_saved'));
    }
  };
  return (
    <form className="card" onSubmit={submit} noValidate style={{ maxWidth: 760 }}>
      <p className="muted">{t('export.intro')}</p>
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${uid}-size`}>{t('export.pageSize')}</label>
          <select
            id={`${uid}-size`}
            value={v.pageSize}
            onChange={(e) => setV({ ...v, pageSize: e.target.value as ExportSettings['pageSize'] })}
          >
            {(['A4', 'A3', 'Letter'] as const).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field">
          <legend>{t('export.orientation')}</legend>
          <div className="choice-row">
            {(['portrait', 'landscape'] as const).map((o) => (
              <label key={o}>
                <input
                  type="radio"
                  name={`${uid}-orientation`}
                  checked={v.orientation === o}
                  onChange={() => setV({ ...v, orientation: o })}
                />
                {t(`export.${o}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${uid}-margin`}>{t('export.margin')}</label>
          <input
            id={`${uid}-margin`}
            type="number"
            min={0}
            max={60}
            value={v.marginMm}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setV({ ...v, marginMm: Number(e.target.value) })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${uid}-colour`}>{t('export.mainColour')}</label>
          <input
            id={`${uid}-colour`}
            type="color"
            value={v.mainColour}
            onChange={(e) => setV({ ...v, mainColour: e.target.value })}
          />
        </div>
        <div className="field span-all">
          <label htmlFor={`${uid}-header`}>{t('export.header')}</label>
          <input id={`${uid}-header`} value={v.header} onChange={(e) => setV({ ...v, header: e.target.value })} />
        </div>
        <div className="field span-all">
          <label htmlFor={`${uid}-footer`}>{t('export.footer')}</label>
          <input id={`${uid}-footer`} value={v.footer} onChange={(e) => setV({ ...v, footer: e.target.value })} />
        </div>
        <label className="field field-inline span-all">
          <input
            type="checkbox"
            checked={v.pageNumbers}
            onChange={(e) => setV({ ...v, pageNumbers: e.target.checked })}
          />
          {t('export.pageNumbers')}
        </label>
      </div>
      <div className="btn-row" style={{ marginTop: 14 }}>
        <button type="submit" className="btn">
          {t('export.save')}
        </button>
      </div>
    </form>
  );
}
