import type { Bilingual, StatementTexts } from '@dfr/statement-engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putTexts } from '../api';
import type { StatementRecord } from '../types';
import { ErrorNotice } from './ErrorNotice';
import { Button } from '@dfr/ui';

/** The policies a small entity usually discloses; a statement may add its own keys. */
export const POLICY_KEYS = [
  'basisOfPreparation',
  'revenueRecognition',
  'propertyPlantAndEquipment',
  'inventories',
  'financialInstruments',
  'incomeTax',
  'foreignCurrency',
] as const;

/** Accounting policies or the directors' statement, written in both languages. */
export function TextsForm({
  statement,
  texts: stored,
  part,
  editable,
  onSaved,
}: {
  statement: StatementRecord;
  texts: StatementTexts | null | undefined;
  part: 'policies' | 'directorsStatement';
  editable: boolean;
  onSaved: (s: StatementRecord) => void;
}) {
  const { t } = useTranslation('statement');
  const initial: StatementTexts = stored ?? { policies: {} };
  const [policies, setPolicies] = useState<Record<string, Bilingual>>(() => ({ ...(initial.policies ?? {}) }));
  const [directors, setDirectors] = useState<Bilingual>(() => initial.directorsStatement ?? { en: '', kh: '' });
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const keys = [...new Set([...POLICY_KEYS, ...Object.keys(policies)])];
  const area = (key: string, value: Bilingual, onChange: (v: Bilingual) => void, label: string) => (
    <fieldset key={key} disabled={!editable}>
      <legend>{label}</legend>
      <label className="dfr-field">
        <span>{t('texts.english')}</span>
        <textarea lang="en" rows={3} value={value.en} onChange={(e) => onChange({ ...value, en: e.target.value })} />
      </label>
      <label className="dfr-field">
        <span>{t('texts.khmer')}</span>
        <textarea lang="km" rows={3} value={value.kh} onChange={(e) => onChange({ ...value, kh: e.target.value })} />
      </label>
    </fieldset>
  );
  return (
    <form
      aria-label={part === 'policies' ? t('tabs.policies') : t('tabs.directorsStatement')}
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        const texts: StatementTexts =
          part === 'policies' ? { ...initial, policies } : { ...initial, directorsStatement: directors };
        try {
          onSaved(await putTexts(statement.id, statement.version, texts));
          setSaved(true);
        } catch (err) {
          setError(err);
        }
      }}
    >
      {part === 'policies'
        ? keys.map((key) =>
            area(
              key,
              policies[key] ?? { en: '', kh: '' },
              (v) => {
                setPolicies((p) => ({ ...p, [key]: v }));
                setSaved(false);
              },
              t(`texts.policy.${key}`, { defaultValue: key }),
            ),
          )
        : area(
            'directors',
            directors,
            (v) => {
              setDirectors(v);
              setSaved(false);
            },
            t('tabs.directorsStatement'),
          )}
      <ErrorNotice error={error} />
      {saved && (
        <p role="status" className="dfr-notice">
          {t('texts.saved')}
        </p>
      )}
      {editable && <Button type="submit">{t('texts.save')}</Button>}
    </form>
  );
}
