import {
  type ManualInput,
  type ManualInputGroup,
  manualInputFields,
  type PeriodKey,
  type StatementSet,
} from '@dfr/statement-engine';
import { amountSchema, normalizeNumberText, parseWith } from '@dfr/forms/rules';
import { Alert, Button, StaticTable, TextField, useLang, Inline } from '@dfr/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Page } from '../../features/shell/Page';
import { getManualInput, listAccounts, putManualInput } from '../../features/statement/api';
import { ErrorNotice } from '../../features/statement/components/ErrorNotice';
import { StatementPending } from '../../features/statement/components/StatementPending';
import { StatementTable } from '../../features/statement/components/StatementTable';
import { StageBadge } from '../../features/statement/components/StageBadge';
import { StatementUI } from '../../features/statement/components/StatementUI';
import { buildInBrowser, columnYear } from '../../features/statement/engine';
import { pick } from '../../features/statement/format';
import { useComputed, useStatementFromRoute } from '../../features/statement/hooks';
import { isEditable } from '../../features/statement/stages';
import * as styles from './manualInput.css';

type Figures = Record<PeriodKey, Record<string, string>>;

/**
 * Parses a typed figure by @dfr/forms' `amountSchema` (whole units, may be negative; Khmer digits, spaces and
 * thousands separators read as the other number fields read them): the amount, `null` for nothing, or 'invalid'.
 */
export function parseFigure(text: string): number | null | 'invalid' {
  if (normalizeNumberText(text) === undefined) return null;
  const parsed = parseWith(amountSchema, text);
  return parsed.ok ? parsed.data : 'invalid';
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

  const serverSet = computed.data;
  // Every keystroke rebuilds the statements in the browser (the engine is pure and fast); the server's is saved.
  const set: StatementSet | undefined = useMemo(() => {
    if (!record) return undefined;
    const chart = accounts.data ? { framework: record.settings.framework, accounts: accounts.data } : undefined;
    return buildInBrowser({ settings: record.settings, manualInput: toManualInput(figures), chart }) ?? serverSet;
  }, [record, figures, accounts.data, serverSet]);

  if (noStatement || statement.error || !record) {
    return <StatementPending title={t('manual.title')} noStatement={noStatement} error={statement.error} />;
  }
  const editable = isEditable(record.stage);
  const years: Record<PeriodKey, string> = set
    ? { current: columnYear(set, 'current', lang), comparative: columnYear(set, 'comparative', lang) }
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
  const groups = manualInputFields(record.settings.framework);
  const rendered = (section: string) => set?.rendering.sections.find((s) => s.section === section);

  return (
    <Page
      title={t('manual.titleWithYear', { year: record.reportingYear })}
      description={t('manual.intro')}
      actions={<StageBadge stage={record.stage} />}
    >
      <Inline space="sm" marginY="sm">
        <Link to={`/reporting/${record.id}`}>{t('manual.back')}</Link>
        {editable && (
          <StatementUI inline>
            <Button onPress={() => void save()} isDisabled={!dirty || invalid.length > 0} isPending={busy}>
              {t('manual.save')}
            </Button>
          </StatementUI>
        )}
      </Inline>
      <StatementUI>
        {invalid.length > 0 && <Alert tone="error">{t('manual.invalid', { count: invalid.length })}</Alert>}
        <div role="status">{saved && <Alert tone="success">{t('manual.saved')}</Alert>}</div>
      </StatementUI>
      <ErrorNotice error={error} />
      {groups.map((group) => {
        const statementSection = group.id === 'equityMovements' ? 'changesInEquity' : group.id;
        const result = rendered(statementSection);
        return (
          <div key={group.id}>
            <ManualGroup
              group={group}
              years={years}
              figures={figures}
              editable={editable}
              lang={lang}
              onChange={(key, concept, text) => {
                setSaved(false);
                setEdits((e) => ({ ...e, [key]: { ...e[key], [concept]: text } }));
              }}
            />
            {result && (
              <StatementTable
                section={result}
                years={years}
                rounding={result && set ? set.rendering.rounding : record.settings.rounding}
                currency={record.settings.presentationCurrency}
              />
            )}
          </div>
        );
      })}
    </Page>
  );
}

function ManualGroup({
  group,
  years,
  figures,
  editable,
  lang,
  onChange,
}: {
  group: ManualInputGroup;
  years: Record<PeriodKey, string>;
  figures: Figures;
  editable: boolean;
  lang: 'en' | 'kh';
  onChange: (key: PeriodKey, concept: string, text: string) => void;
}) {
  const { t } = useTranslation('statement');
  return (
    <StaticTable
      className={styles.table}
      caption={t('manual.groupTitle', { title: pick(group.title, lang) })}
      showCaption
      rows={group.fields}
      getRowId={(field) => field.concept}
      rowProps={(field) => ({ 'data-concept': field.concept })}
      columns={[
        { id: 'label', name: t('table.lineItem'), isRowHeader: true, render: (field) => pick(field.label, lang) },
        ...(['current', 'comparative'] as PeriodKey[]).map((k) => ({
          id: k,
          name: years[k],
          align: 'end' as const,
          cellProps: () => ({ className: styles.amount, 'data-period': k }),
          render: (field: ManualInputGroup['fields'][number]) => (
            <TextField
              aria-label={t('manual.figure', { label: pick(field.label, lang), year: years[k] })}
              inputMode="numeric"
              isDisabled={!editable}
              value={figures[k][field.concept] ?? ''}
              isInvalid={parseFigure(figures[k][field.concept] ?? '') === 'invalid'}
              onChange={(text) => onChange(k, field.concept, text)}
            />
          ),
        })),
      ]}
    />
  );
}
