import { noteDataSchemaFor, POST_PERIOD_QUESTIONS, SDG_NAMES, translate } from '@dfr/forms/rules';
import type { NoteData } from '@dfr/statement-engine';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putNotes } from '../api';
import type { StatementRecord } from '../types';
import { useLang } from '../../../i18n';
import { ErrorNotice } from './ErrorNotice';
import { Button } from '@dfr/ui';

const POST_PERIOD_COUNT = POST_PERIOD_QUESTIONS.length;
const SDGS = Array.from({ length: 17 }, (_, i) => i + 1);

export function emptyNotes(): NoteData {
  return {
    shareholders: [],
    employees: { total: 0, female: 0, accountants: 0 },
    customers: { active: 0, taxable: 0 },
    sdgs: [],
    fundingSources: { government: false, domesticAgencies: false, internationalAgencies: false },
    funds: { restricted: 0, nonRestricted: 0 },
    postPeriodAnswers: Array.from({ length: POST_PERIOD_COUNT }, () => null),
  };
}

const toInt = (v: string) => (v.trim() === '' ? 0 : Number(v));

/** Note data: shareholders, employees, customers, SDGs, funding sources, funds and the 13 post-period questions. */
export function NotesForm({
  statement,
  notes: stored,
  entitySdgs,
  editable,
  onSaved,
  focusField,
}: {
  statement: StatementRecord;
  notes: NoteData | null | undefined;
  /** The entity's SDGs: the notes' SDGs must match them. */
  entitySdgs?: number[];
  editable: boolean;
  onSaved: (s: StatementRecord) => void;
  /** A note field to bring into view and focus (a validation error's link: `?tab=notes&field=employees.female`). */
  focusField?: string;
}) {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const id = useId();
  const [notes, setNotes] = useState<NoteData>(() => ({ ...emptyNotes(), ...(stored ?? {}) }));
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<string[]>([]);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusField) return;
    const target = [...(form.current?.querySelectorAll<HTMLElement>('[data-note-field]') ?? [])].find(
      (el) => el.dataset.noteField === focusField,
    );
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    const control = target.matches('input, select, textarea, button')
      ? target
      : target.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])');
    control?.focus();
    // A statement that is not editable has its fields disabled: the field's group takes the focus instead.
    if (!control || document.activeElement !== control) {
      target.tabIndex = -1;
      target.focus();
    }
  }, [focusField]);
  const update = (change: Partial<NoteData>) => {
    setNotes((n) => ({ ...n, ...change }));
    setSaved(false);
  };
  const number = (label: string, value: number, onChange: (v: number) => void, key: string) => (
    <label key={key} className="dfr-field">
      <span>{label}</span>
      <input
        data-note-field={key}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        disabled={!editable}
        onChange={(e) => onChange(toInt(e.target.value))}
      />
    </label>
  );
  return (
    <form
      ref={form}
      className="dfr-notes"
      aria-label={t('notes.title')}
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        // The same rules as the API (@dfr/forms), in the interface language, before anything is sent.
        const checked = noteDataSchemaFor(entitySdgs).safeParse(notes);
        if (!checked.success) {
          setIssues(checked.error.issues.map((i) => translate(i.message, lang)));
          return;
        }
        setIssues([]);
        setBusy(true);
        try {
          onSaved(await putNotes(statement.id, statement.version, notes));
          setSaved(true);
        } catch (err) {
          setError(err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <fieldset disabled={!editable} data-note-field="shareholders">
        <legend>{t('notes.shareholders')}</legend>
        <table className="dfr-table">
          <thead>
            <tr>
              <th scope="col">{t('notes.shareholderName')}</th>
              <th scope="col">{t('notes.shares')}</th>
              <th scope="col">{t('notes.paidUpKhr')}</th>
              <th scope="col">
                <span className="dfr-visually-hidden">{t('notes.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {notes.shareholders.map((s, i) => (
              <tr key={i}>
                <td>
                  <input
                    aria-label={t('notes.shareholderNameN', { n: i + 1 })}
                    value={s.name}
                    onChange={(e) =>
                      update({
                        shareholders: notes.shareholders.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)),
                      })
                    }
                  />
                </td>
                <td>
                  <input
                    aria-label={t('notes.sharesN', { n: i + 1 })}
                    type="number"
                    min={0}
                    step={1}
                    value={s.shares}
                    onChange={(e) =>
                      update({
                        shareholders: notes.shareholders.map((x, j) =>
                          j === i ? { ...x, shares: toInt(e.target.value) } : x,
                        ),
                      })
                    }
                  />
                </td>
                <td>
                  <input
                    aria-label={t('notes.paidUpKhrN', { n: i + 1 })}
                    type="number"
                    min={0}
                    step={1}
                    value={s.paidUpKhr}
                    onChange={(e) =>
                      update({
                        shareholders: notes.shareholders.map((x, j) =>
                          j === i ? { ...x, paidUpKhr: toInt(e.target.value) } : x,
                        ),
                      })
                    }
                  />
                </td>
                <td>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => update({ shareholders: notes.shareholders.filter((_, j) => j !== i) })}
                  >
                    {t('notes.removeN', { n: i + 1 })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button
          variant="secondary"
          onPress={() => update({ shareholders: [...notes.shareholders, { name: '', shares: 0, paidUpKhr: 0 }] })}
        >
          {t('notes.addShareholder')}
        </Button>
      </fieldset>
      <fieldset disabled={!editable}>
        <legend>{t('notes.employees')}</legend>
        {number(
          t('notes.employeesTotal'),
          notes.employees.total,
          (v) => update({ employees: { ...notes.employees, total: v } }),
          'employees.total',
        )}
        {number(
          t('notes.employeesFemale'),
          notes.employees.female,
          (v) => update({ employees: { ...notes.employees, female: v } }),
          'employees.female',
        )}
        {number(
          t('notes.employeesAccountants'),
          notes.employees.accountants,
          (v) => update({ employees: { ...notes.employees, accountants: v } }),
          'employees.accountants',
        )}
      </fieldset>
      <fieldset disabled={!editable}>
        <legend>{t('notes.customers')}</legend>
        {number(
          t('notes.customersActive'),
          notes.customers.active,
          (v) => update({ customers: { ...notes.customers, active: v } }),
          'customers.active',
        )}
        {number(
          t('notes.customersTaxable'),
          notes.customers.taxable,
          (v) => update({ customers: { ...notes.customers, taxable: v } }),
          'customers.taxable',
        )}
      </fieldset>
      <fieldset disabled={!editable} className="dfr-sdgs" data-note-field="sdgs">
        <legend>{t('notes.sdgs')}</legend>
        {SDGS.map((goal) => (
          <label key={goal}>
            <input
              type="checkbox"
              checked={notes.sdgs.includes(goal)}
              onChange={(e) =>
                update({
                  sdgs: e.target.checked
                    ? [...notes.sdgs, goal].sort((a, b) => a - b)
                    : notes.sdgs.filter((g) => g !== goal),
                })
              }
            />
            {t('notes.sdg', { n: goal })}: {SDG_NAMES[goal]?.[lang]}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={!editable} data-note-field="fundingSources">
        <legend>{t('notes.fundingSources')}</legend>
        {(['government', 'domesticAgencies', 'internationalAgencies'] as const).map((key) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={notes.fundingSources[key]}
              onChange={(e) => update({ fundingSources: { ...notes.fundingSources, [key]: e.target.checked } })}
            />
            {t(`notes.funding.${key}`)}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={!editable}>
        <legend>{t('notes.funds')}</legend>
        {number(
          t('notes.restricted'),
          notes.funds.restricted,
          (v) => update({ funds: { ...notes.funds, restricted: v } }),
          'funds',
        )}
        {number(
          t('notes.nonRestricted'),
          notes.funds.nonRestricted,
          (v) => update({ funds: { ...notes.funds, nonRestricted: v } }),
          'funds.nonRestricted',
        )}
      </fieldset>
      <fieldset disabled={!editable} data-note-field="postPeriodAnswers">
        <legend>{t('notes.postPeriod')}</legend>
        <ol className="dfr-questions">
          {Array.from({ length: POST_PERIOD_COUNT }, (_, i) => {
            const answer = notes.postPeriodAnswers[i] ?? null;
            const name = `${id}-q${i}`;
            const set = (value: boolean) =>
              update({
                postPeriodAnswers: Array.from({ length: POST_PERIOD_COUNT }, (_, j) =>
                  j === i ? value : (notes.postPeriodAnswers[j] ?? null),
                ),
              });
            return (
              <li key={i}>
                <fieldset>
                  <legend>{POST_PERIOD_QUESTIONS[i]?.[lang]}</legend>
                  <label>
                    <input type="radio" name={name} checked={answer === true} onChange={() => set(true)} />
                    {t('notes.yes')}
                  </label>
                  <label>
                    <input type="radio" name={name} checked={answer === false} onChange={() => set(false)} />
                    {t('notes.no')}
                  </label>
                </fieldset>
              </li>
            );
          })}
        </ol>
      </fieldset>
      {issues.length > 0 && (
        <ul role="alert" className="dfr-error">
          {[...new Set(issues)].map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      <ErrorNotice error={error} />
      {saved && (
        <p role="status" className="dfr-notice">
          {t('notes.saved')}
        </p>
      )}
      {editable && (
        <Button type="submit" isPending={busy}>
          {t('notes.save')}
        </Button>
      )}
    </form>
  );
}
