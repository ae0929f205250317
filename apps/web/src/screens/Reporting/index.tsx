import type { PeriodKey, RoundingLevel } from '@dfr/statement-engine';
import { ROUNDING_LEVEL_LABELS, ROUNDING_LEVELS } from '@dfr/statement-engine';
import { Select, type TabItem, TabSet, useLang, Inline } from '@dfr/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { entityName } from '../../features/entities/EntityContext';
import { Page } from '../../features/shell/Page';
import { useConfirmWord } from '../../features/shell/useConfirmWord';
import useSWR from 'swr';
import { getNotes, getTexts, getTrialBalance, listAccounts } from '../../features/statement/api';
import { YearFee } from '../../features/invoices/YearFee';
import { ActionBar } from '../../features/statement/components/ActionBar';
import { EmptySection } from '../../features/statement/components/EmptySection';
import { ErrorNotice } from '../../features/statement/components/ErrorNotice';
import { StatementPending } from '../../features/statement/components/StatementPending';
import { FactProperties } from '../../features/statement/components/FactProperties';
import { NotesForm } from '../../features/statement/components/NotesForm';
import { RatiosTable } from '../../features/statement/components/RatiosTable';
import { StageBadge } from '../../features/statement/components/StageBadge';
import { StatementTable } from '../../features/statement/components/StatementTable';
import { StatementUI } from '../../features/statement/components/StatementUI';
import { TextsForm } from '../../features/statement/components/TextsForm';
import { ImportedFiles } from '../../features/statement/components/ImportedFiles';
import { TrialBalanceImport } from '../../features/statement/components/TrialBalanceImport';
import { columnYear, getTaxonomy, sectionsOf } from '../../features/statement/engine';
import { useComputed, useStatementFromRoute } from '../../features/statement/hooks';
import { isEditable } from '../../features/statement/stages';
import type { StatementRecord } from '../../features/statement/types';
import { previewSet } from './previewSet';
import * as styles from './reporting.css';
import { useRoundingChange } from './useRoundingChange';

const STATEMENT_TABS = ['financialPosition', 'profitOrLoss', 'cashFlows', 'changesInEquity'] as const;

/** `/reporting/:id?/:year?/:status?` and `/main_report/…`: the statement being prepared, in tabs. */
export default function Reporting() {
  const { t } = useTranslation(['statement', 'common']);
  const lang = useLang();
  const confirmWord = useConfirmWord();
  const { previewRounding, roundingError, changeRounding } = useRoundingChange(confirmWord);
  const params = useParams();
  const { id, entity, statement, noStatement } = useStatementFromRoute(params.id);
  const record = statement.data;
  const computed = useComputed(id, record?.version);
  // `?tab=…&concept=…` opens a tab with a figure selected (the validation results link here).
  const [search] = useSearchParams();
  const [tab, setTab] = useState<string>(search.get('tab') ?? 'trialBalance');
  const [selected, setSelected] = useState<{ concept: string; period: PeriodKey } | undefined>(() => {
    const concept = search.get('concept');
    return concept
      ? { concept, period: search.get('period') === 'comparative' ? 'comparative' : 'current' }
      : undefined;
  });
  const [paying, setPaying] = useState(false);
  const accounts = useSWR(record ? ['accounts', record.entityId] : null, () => listAccounts(record!.entityId));
  const notes = useSWR(id ? ['notes', id, record?.version] : null, () => getNotes(id!));
  const texts = useSWR(id ? ['texts', id, record?.version] : null, () => getTexts(id!));
  // The saved lines (10,000 in a large file) are read only where they are shown, the fact properties tab: not again
  // after every save on the other tabs (an import, a rounding change), where nothing uses them (issue 30).
  const trialBalance = useSWR(
    id && tab === 'factProperties' ? ['trial-balance', id, record?.version] : null,
    () => getTrialBalance(id!),
    { keepPreviousData: true },
  );

  const serverSet = computed.data;
  const set = useMemo(() => previewSet(serverSet, previewRounding), [serverSet, previewRounding]);
  const taxonomy = record ? getTaxonomy(record.settings.framework) : undefined;
  // A link from the validation results names a figure: bring its row into view and focus it, once it is drawn.
  const linkedConcept = search.get('concept');
  const drawn = Boolean(set);
  useEffect(() => {
    if (!linkedConcept || !drawn) return;
    const row = document.querySelector<HTMLElement>(`tr[data-concept="${CSS.escape(linkedConcept)}"]`);
    row?.scrollIntoView({ block: 'center' });
    row?.querySelector<HTMLElement>('button')?.focus();
  }, [linkedConcept, drawn]);

  if (noStatement || statement.error || !record) {
    return <StatementPending title={t('title')} noStatement={noStatement} error={statement.error} />;
  }

  const editable = isEditable(record.stage);
  const onChanged = (next: StatementRecord) => {
    void statement.mutate(next, { revalidate: true });
    // A new version is a new key of the computation, fetched by its hook; asking the old key again too was a second
    // computation of the whole statement on the server after every save (issue 30).
    if (next.version === record.version) void computed.mutate();
  };
  const years: Partial<Record<PeriodKey, string>> = set
    ? { current: columnYear(set, 'current', lang), comparative: columnYear(set, 'comparative', lang) }
    : { current: String(record.reportingYear), comparative: String(record.reportingYear - 1) };
  const rounding = set?.rendering.rounding ?? record.settings.rounding;
  const currency = set?.rendering.presentationCurrency ?? record.settings.presentationCurrency;
  const selectFact = (concept: string, period: PeriodKey) => {
    setSelected({ concept, period });
    setTab('factProperties');
  };
  const renderSections = (section: (typeof STATEMENT_TABS)[number] | 'notes') => {
    if (computed.error) return <ErrorNotice error={computed.error} />;
    if (!set && computed.isLoading) return <p>{t('loading')}</p>;
    const list = sectionsOf(set, section);
    if (list.length === 0) return <EmptySection section={section} set={set} statementId={id} />;
    return list.map((s) => (
      <StatementTable
        key={s.id}
        section={s}
        years={years}
        rounding={rounding}
        currency={currency}
        onSelectFact={selectFact}
        selectedConcept={selected?.concept}
      />
    ));
  };

  const items: TabItem[] = [
    {
      id: 'trialBalance',
      label: t('tabs.trialBalance'),
      panel: () => (
        <>
          {editable ? (
            <TrialBalanceImport statement={record} onCommitted={(saved) => onChanged(saved ?? record)} />
          ) : (
            <p>{t('readOnly')}</p>
          )}
          {/* The files the figures came from, kept as uploaded (anyone in the entity reads them). */}
          <ImportedFiles key={record.version} statement={record} />
        </>
      ),
    },
    ...STATEMENT_TABS.map((section) => ({
      id: section,
      label: t(`tabs.${section}`),
      panel: () => renderSections(section),
    })),
    {
      id: 'notes',
      label: t('tabs.notes'),
      panel: () => (
        <>
          {renderSections('notes')}
          <NotesForm
            // Starts again from the server's notes once they arrive; not on its own save (the version moves on and
            // the form already holds what was saved, with its "saved" notice).
            key={notes.data ? 'loaded' : 'empty'}
            statement={record}
            notes={notes.data}
            entitySdgs={entity?.sdgs ?? undefined}
            editable={editable}
            onSaved={onChanged}
            focusField={tab === 'notes' ? (search.get('field') ?? undefined) : undefined}
          />
        </>
      ),
    },
    {
      id: 'policies',
      label: t('tabs.policies'),
      panel: () => (
        <TextsForm
          key={`${record.version}-${texts.data ? 1 : 0}`}
          statement={record}
          texts={texts.data}
          part="policies"
          editable={editable}
          onSaved={onChanged}
        />
      ),
    },
    {
      id: 'directorsStatement',
      label: t('tabs.directorsStatement'),
      panel: () => (
        <TextsForm
          key={`${record.version}-${texts.data ? 1 : 0}`}
          statement={record}
          texts={texts.data}
          part="directorsStatement"
          editable={editable}
          onSaved={onChanged}
        />
      ),
    },
    {
      id: 'ratios',
      label: t('tabs.ratios'),
      panel: () => (set ? <RatiosTable set={set} /> : <p>{t('noFigures')}</p>),
    },
    {
      id: 'factProperties',
      label: t('tabs.factProperties'),
      panel: () =>
        set ? (
          <FactProperties
            set={set}
            taxonomy={taxonomy}
            concept={selected?.concept}
            period={selected?.period}
            accounts={accounts.data}
            registrationNumber={entity?.registrationNumber}
            trialBalance={trialBalance.data}
          />
        ) : (
          <p>{t('noFigures')}</p>
        ),
    },
  ];

  return (
    <Page
      title={t('titleWithYear', { year: record.reportingYear })}
      description={entity ? entityName(entity, lang) : undefined}
      actions={<StageBadge stage={record.stage} />}
    >
      <Inline space="sm" alignY="bottom" marginY="sm">
        <StatementUI inline>
          <Select
            label={t('settings.rounding')}
            className={styles.rounding}
            items={ROUNDING_LEVELS.map((level) => ({ id: level, label: ROUNDING_LEVEL_LABELS[level][lang] }))}
            selectedKey={previewRounding ?? rounding}
            isDisabled={!editable}
            onSelectionChange={(key) => void changeRounding(key as RoundingLevel | null, rounding, record, onChanged)}
          />
        </StatementUI>
        <Link to={`/manual_input/${record.id}`}>{t('manual.open')}</Link>
        <Link to={`/on_board_reporting/${record.id}`}>{t('settings.open')}</Link>
      </Inline>
      <ErrorNotice error={roundingError} />
      {confirmWord.dialog}
      <ActionBar statement={record} onChanged={onChanged} onPay={() => setPaying(true)} />
      {paying && entity && (
        <YearFee
          entityId={entity.id}
          year={record.reportingYear}
          onClose={() => setPaying(false)}
          onPaid={() => void statement.mutate()}
        />
      )}
      <TabSet label={t('tabs.label')} tabs={items} selected={tab} onSelect={setTab} />
    </Page>
  );
}
