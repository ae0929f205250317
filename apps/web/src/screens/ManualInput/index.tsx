import type { ManualInput, PeriodKey, RenderingSection, StatementSet } from '@dfr/statement-engine';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Page } from '../../features/shell/Page';
import { getManualInput, listAccounts, putManualInput } from '../../features/statement/api';
import { ErrorNotice } from '../../features/statement/components/ErrorNotice';
import { StageBadge } from '../../features/statement/components/StageBadge';
import { asStatementSet, buildInBrowser, columnYear, toChartAccount } from '../../features/statement/engine';
import { formatAmount, pick } from '../../features/statement/format';
import { useComputed, useStatementFromRoute } from '../../features/statement/hooks';
import { isEditable } from '../../features/statement/stages';
import { useLang } from '../../features/statement/useLang';
import '../../features/statement/statement.css';

type Figures = Record<PeriodKey, Record<string, string>>;

/** Parses a typed figure: digits with optional thousands separators and a leading minus; whole units only. */
export function parseFigure(text: string): number | null | 'invalid' {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^-?\d+$/.test(cleaned)) return 'invalid';
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? value : 'invalid';
}

function toManualInput(figures: Figures): ManualInput {
  const pickValid = (m: Record<string, string>) => {
    const out: Record<string, number> = {};
    for (const [concept, text] of Object.entries(m)) {
      const v = parseFigure(text);
      if (typeof v === 'number') out[concept] = v;
    }
    return out;
  };
  return { current: pickValid(figures.current), comparative: pickValid(figures.comparative) };
}

/** `/manual_input/:id?`: figures typed per concept in the statement's structure, with running totals. */
export default function ManualInputScreen() {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const params = useParams();
  const { id, statement, noStatement } = useStatementFromRoute(params.id);
  const record = statement.data;
  const computed = useComputed(id, record?.version);
  const stored = useSWR(id ? ['manual-input', id, record?.version] : null, () => getManualInput(id!));
  const accounts = useSWR(record ? ['accounts', record.entityId] : null, () => listAccounts(record!.entityId));
  const [edits, setEdits] = useState<Figures>({ current: {}, comparative: {} });
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const figures: Figures = useMemo(() => {
    const base: Figures = { current: {}, comparative: {} };
    for (const v of stored.data ?? []) {
      const key: PeriodKey = record && v.year === record.reportingYear ? 'current' : 'comparative';
      base[key][v.concept] = String(v.value);
    }
    return {
      current: { ...base.current, ...edits.current },
      comparative: { ...base.comparative, ...edits.comparative },
    };
  }, [stored.data, edits, record]);

  const serverSet = asStatementSet(computed.data);
  // Every keystroke rebuilds the statements in the browser (the engine is pure and fast); the server's is saved.
  const set: StatementSet | undefined = useMemo(() => {
    if (!record) return undefined;
    const chart = accounts.data
      ? { framework: record.settings.framework, accounts: accounts.data.map(toChartAccount) }
      : undefined;
    return buildInBrowser({ settings: record.settings, manualInput: toManualInput(figures), chart }) ?? serverSet;
  }, [record, figures, accounts.data, serverSet]);

  if (noStatement) {
    return (
      <Page title={t('manual.title')}>
        <p>{t('noStatement')}</p>
        <Link to="/on_board_reporting">{t('startNew')}</Link>
      </Page>
    );
  }
  if (statement.error) {
    return (
      <Page title={t('manual.title')}>
        <ErrorNotice error={statement.error} />
      </Page>
    );
  }
  if (!record) {
    return (
      <Page title={t('manual.title')}>
        <p role="status">{t('loading')}</p>
      </Page>
    );
  }
  const editable = isEditable(record.stage);
  const years: Record<PeriodKey, string> = set
    ? { current: columnYear(set, 'current'), comparative: columnYear(set, 'comparative') }
    : { current: String(record.reportingYear), comparative: String(record.reportingYear - 1) };
  const invalid = (['current', 'comparative'] as PeriodKey[]).flatMap((k) =>
    Object.entries(figures[k])
      .filter(([, text]) => parseFigure(text) === 'invalid')
      .map(([concept]) => `${k}:${concept}`),
  );

  const save = async () => {
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      let version = record.version;
      for (const key of ['current', 'comparative'] as PeriodKey[]) {
        const changed = Object.entries(edits[key]);
        if (changed.length === 0) continue;
        const values: Record<string, number | null> = {};
        for (const [concept, text] of changed) {
          const v = parseFigure(text);
          if (v !== 'invalid') values[concept] = v;
        }
        const year = key === 'current' ? record.reportingYear : record.reportingYear - 1;
        const next = await putManualInput(record.id, version, year, values);
        version = next.version;
      }
      setEdits({ current: {}, comparative: {} });
      await statement.mutate();
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const dirty = Object.keys(edits.current).length + Object.keys(edits.comparative).length > 0;
  const sections = (set?.rendering.sections ?? []).filter((s) => s.section !== 'notes');

  return (
    <Page
      title={t('manual.titleWithYear', { year: record.reportingYear })}
      description={t('manual.intro')}
      actions={<StageBadge stage={record.stage} />}
    >
      <div className="dfr-toolbar">
        <Link to={`/reporting/${record.id}`}>{t('manual.back')}</Link>
        {editable && (
          <button
            type="button"
            onClick={() => void save()}
            disabled={!dirty || invalid.length > 0 || busy}
            aria-busy={busy}
          >
            {t('manual.save')}
          </button>
        )}
      </div>
      {invalid.length > 0 && (
        <p role="alert" className="dfr-error">
          {t('manual.invalid', { count: invalid.length })}
        </p>
      )}
      <ErrorNotice error={error} />
      {saved && (
        <p role="status" className="dfr-notice">
          {t('manual.saved')}
        </p>
      )}
      {!set && <p>{computed.isLoading ? t('loading') : t('manual.unavailable')}</p>}
      {sections.map((section) => (
        <ManualSection
          key={section.id}
          section={section}
          years={years}
          figures={figures}
          editable={editable}
          lang={lang}
          onChange={(key, concept, text) => {
            setSaved(false);
            setEdits((e) => ({ ...e, [key]: { ...e[key], [concept]: text } }));
          }}
        />
      ))}
    </Page>
  );
}

function ManualSection({
  section,
  years,
  figures,
  editable,
  lang,
  onChange,
}: {
  section: RenderingSection;
  years: Record<PeriodKey, string>;
  figures: Figures;
  editable: boolean;
  lang: 'en' | 'kh';
  onChange: (key: PeriodKey, concept: string, text: string) => void;
}) {
  const { t } = useTranslation('statement');
  const title = pick(section.title, lang);
  // The same concept may appear twice in a statement (e.g. opening and closing equity); one input per concept.
  const seen = new Set<string>();
  return (
    <table className="dfr-statement dfr-manual" data-section={section.id}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.lineItem')}</th>
          {(['current', 'comparative'] as PeriodKey[]).map((k) => (
            <th scope="col" key={k} className="dfr-amount">
              {years[k]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {section.rows.map((row, r) => {
          const label = pick(row.label, lang);
          const input = !row.isAbstract && !row.isTotal && row.role === 'standard' && !seen.has(row.concept);
          if (input) seen.add(row.concept);
          return (
            <tr
              key={`${row.labelKey}-${r}`}
              data-concept={row.concept}
              className={row.isTotal ? 'dfr-total' : row.isAbstract ? 'dfr-heading' : undefined}
            >
              <th scope="row" style={{ paddingInlineStart: `${0.5 + row.level * 1.25}rem` }}>
                {label}
              </th>
              {(['current', 'comparative'] as PeriodKey[]).map((k) => (
                <td key={k} className="dfr-amount" data-period={k}>
                  {row.isAbstract ? null : input ? (
                    <input
                      aria-label={t('manual.figure', { label, year: years[k] })}
                      inputMode="numeric"
                      disabled={!editable}
                      value={figures[k][row.concept] ?? ''}
                      aria-invalid={parseFigure(figures[k][row.concept] ?? '') === 'invalid'}
                      onChange={(e) => onChange(k, row.concept, e.target.value)}
                    />
                  ) : (
                    <output>{formatAmount(row.amounts[k]?.display, lang)}</output>
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
