import { UnknownAccountForm } from '@dfr/forms';
import {
  Alert,
  Button,
  ConfirmDialog,
  FileDrop,
  ProgressBar,
  Select,
  StaticTable,
  vars,
  useLang,
  Inline,
  Box,
  Text,
} from '@dfr/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMonetaryConcepts } from '../hooks';
import useSWR from 'swr';
import { createAccount, listAccounts, saveBlob, sendTrialBalance } from '../api';
import { putDirect, type StoredFile } from '../directUpload';
import { trialBalanceTemplateCsv, trialBalanceTemplateXlsx } from '../engine';
import { fixedDecimals, formatNumber, formatYear } from '../../dashboard/format';
import { pick } from '../format';
import type { DryRunReport, StatementRecord } from '../types';
import { ErrorNotice, useErrorText } from './ErrorNotice';
import { FormulaWarnings } from './FormulaWarnings';
import { ProblemsTable } from './ProblemsTable';
import { StatementUI } from './StatementUI';
import * as css from './TrialBalanceImport.css';

export interface TrialBalanceImportProps {
  statement: StatementRecord;
  /** Called with the statement as saved (its new version). */
  onCommitted: (saved: StatementRecord | undefined) => void;
}

type Phase = 'idle' | 'reading' | 'checking' | 'checked' | 'committing' | 'committed';

/** Reads a file with real progress (large files take a moment), as bytes so CSV and XLSX both pass unchanged. */
function readWithProgress(file: File, onProgress: (percent: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    reader.onload = () => {
      onProgress(100);
      resolve(new Blob([reader.result as ArrayBuffer], { type: file.type || 'application/octet-stream' }));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** Trial balance import: template, drop a CSV or XLSX, dry run with every problem by row and column, then commit. */
export function TrialBalanceImport({ statement, onCommitted }: TrialBalanceImportProps) {
  const { t } = useTranslation('statement');
  const id = useId();
  const years = [statement.reportingYear, statement.reportingYear - 1];
  // 0 = every year in the file (the template holds one row per account per year, both years in one file).
  const [year, setYear] = useState(0);
  const lang = useLang();
  const yearText =
    year === 0 ? t('import.bothYearsShort', { current: years[0], comparative: years[1] }) : formatYear(year, lang);
  const [file, setFile] = useState<{ name: string; blob: Blob; stored: StoredFile | null } | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<DryRunReport | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [askConfirm, setAskConfirm] = useState(false);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  const errorText = useErrorText();
  const accounts = useSWR(['accounts', statement.entityId], () => listAccounts(statement.entityId));
  const chart = useMemo(
    () => (accounts.data ? { framework: statement.settings.framework, accounts: accounts.data } : undefined),
    [accounts.data, statement.settings.framework],
  );
  const hasFigures = statement.trialBalanceYears?.some((y) => (year === 0 || y.year === year) && y.lines > 0) ?? false;

  const check = async (picked: File) => {
    setError(null);
    setReport(null);
    setPhase('reading');
    setProgress(0);
    try {
      const blob = await readWithProgress(picked, setProgress);
      // Straight to the object store (the embedded one or S3; the check and the import then name it); else sent.
      const stored = await putDirect(statement.entityId, blob, picked.name);
      setFile({ name: picked.name, blob, stored });
      setPhase('checking');
      const result = await sendTrialBalance(statement.id, blob, {
        year,
        dryRun: true,
        fileName: picked.name,
        stored,
      });
      setReport(result);
      setPhase('checked');
    } catch (e) {
      setError(e);
      setPhase('idle');
    }
  };

  /** Imports the checked file with the word typed in the confirm dialog; a failure keeps the dialog open and says why. */
  const commit = async (confirm: string) => {
    if (!file) return;
    setPhase('committing');
    setError(null);
    setConfirmError(null);
    try {
      const result = await sendTrialBalance(statement.id, file.blob, {
        year,
        dryRun: false,
        fileName: file.name,
        version: statement.version,
        confirm,
        stored: file.stored,
      });
      if (!result.ok) {
        setReport(result);
        setPhase('checked');
        setAskConfirm(false);
        return;
      }
      setAskConfirm(false);
      setPhase('committed');
      onCommitted('statement' in result ? result.statement : undefined);
    } catch (e) {
      setPhase('checked');
      setConfirmError(e);
      throw e;
    }
  };

  return (
    <StatementUI inline>
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('import.title')}</h2>
        <p>{t('import.intro')}</p>
        <Inline space="sm" alignY="bottom" marginY="sm">
          <Button
            variant="secondary"
            onPress={() => {
              const csv = trialBalanceTemplateCsv(chart, year || years[0]);
              if (csv)
                saveBlob(new Blob([csv], { type: 'text/csv' }), `trial-balance-template-${year || years[0]}.csv`);
            }}
          >
            {t('import.template')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              const xlsx = trialBalanceTemplateXlsx(chart, year || years[0]);
              if (xlsx)
                saveBlob(
                  new Blob([xlsx as Uint8Array<ArrayBuffer>], {
                    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                  }),
                  `trial-balance-template-${year || years[0]}.xlsx`,
                );
            }}
          >
            {t('import.templateXlsx')}
          </Button>
          <Select
            label={t('import.year')}
            selectedKey={String(year)}
            onSelectionChange={(key) => setYear(Number(key))}
            items={[
              { id: '0', label: t('import.bothYears', { current: years[0], comparative: years[1] }) },
              ...years.map((y) => ({
                id: String(y),
                label:
                  y === statement.reportingYear
                    ? t('import.currentYear', { year: y })
                    : t('import.comparativeYear', { year: y }),
              })),
            ]}
          />
        </Inline>
        <div className={css.importFile}>
          <FileDrop
            label={t('import.file')}
            acceptedFileTypes={['.csv', '.xlsx']}
            isDisabled={phase === 'reading' || phase === 'checking' || phase === 'committing'}
            strings={{ browse: t('import.choose') }}
            onSelect={(files) => {
              const picked = files[0];
              if (picked) void check(picked);
            }}
          />
        </div>
        {(phase === 'reading' || phase === 'checking' || phase === 'committing') && (
          <div className={css.progress}>
            <ProgressBar
              label={
                phase === 'reading'
                  ? t('import.reading')
                  : phase === 'checking'
                    ? t('import.checking')
                    : t('import.committing')
              }
              value={phase === 'reading' ? progress : undefined}
              isIndeterminate={phase !== 'reading'}
            />
          </div>
        )}
        <ErrorNotice error={error} />
        {report && (
          <DryRunReportView
            report={report}
            statement={statement}
            fileName={file?.name ?? ''}
            onRecheck={() => file && void check(new File([file.blob], file.name))}
          />
        )}
        {report?.ok && phase === 'checked' && (
          <Inline space="sm" alignY="bottom" marginY="sm">
            <Button
              onPress={() => {
                // An upload: the word "confirm" typed, whether or not figures are replaced.
                setConfirmError(null);
                setAskConfirm(true);
              }}
            >
              {hasFigures ? t('import.replace', { year: yearText }) : t('import.commit', { year: yearText })}
            </Button>
          </Inline>
        )}
        <div role="status">
          {phase === 'committed' && <Alert tone="success">{t('import.committed', { year: yearText })}</Alert>}
        </div>
        <ConfirmDialog
          isOpen={askConfirm}
          onOpenChange={setAskConfirm}
          title={hasFigures ? t('import.replace', { year: yearText }) : t('import.commit', { year: yearText })}
          actionLabel={hasFigures ? t('import.replace', { year: yearText }) : t('import.commit', { year: yearText })}
          variant={hasFigures ? 'danger' : 'primary'}
          errorMessage={confirmError ? errorText(confirmError) : undefined}
          onConfirm={commit}
        >
          {hasFigures ? t('import.replaceMessage', { year: yearText }) : t('import.commitMessage', { year: yearText })}
        </ConfirmDialog>
      </section>
    </StatementUI>
  );
}

/**
 * A year whose debits and credits differ shows its totals in the error colour; not a year with a refused row, whose
 * totals are only the rows read (the problems list says whether those balance).
 */
const isUnbalanced = (y: { debit: number; credit: number; refusedRow?: number }) =>
  y.debit !== y.credit && y.refusedRow === undefined;
const unbalanced = (y: { debit: number; credit: number; refusedRow?: number }) =>
  isUnbalanced(y) ? { style: { color: vars.color.danger } } : {};

function DryRunReportView({
  report,
  statement,
  fileName,
  onRecheck,
}: {
  report: DryRunReport;
  statement: StatementRecord;
  fileName: string;
  onRecheck: () => void;
}) {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const unknown = [
    ...new Set(report.problems.filter((p) => p.code === 'unknown_account' && p.value).map((p) => String(p.value))),
  ];
  return (
    <section aria-live="polite" aria-label={t('import.reportTitle')}>
      <h3>{t('import.reportTitle')}</h3>
      <Text as="p" tone={report.ok ? 'positive' : 'critical'}>
        {report.ok
          ? t('import.clean', {
              file: fileName,
              rows: formatNumber(
                report.years.reduce((n, y) => n + y.lines, 0),
                lang,
              ),
            })
          : t('import.problems', { file: fileName, count: report.problems.length })}
      </Text>
      {report.years.length > 0 && (
        <StaticTable
          caption={t('import.totals')}
          showCaption
          rows={report.years.map((y) => ({ ...y, id: y.year }))}
          rowProps={(y) => (isUnbalanced(y) ? { 'data-unbalanced': true } : {})}
          columns={[
            { id: 'year', name: t('import.year'), isRowHeader: true, render: (y) => formatYear(y.year, lang) },
            { id: 'lines', name: t('import.lines'), render: (y) => formatNumber(y.lines, lang) },
            {
              id: 'debit',
              name: t('import.debit'),
              align: 'end',
              nowrap: true,
              cellProps: unbalanced,
              render: (y) => formatNumber(y.debit, lang, fixedDecimals(0)),
            },
            {
              id: 'credit',
              name: t('import.credit'),
              align: 'end',
              nowrap: true,
              cellProps: unbalanced,
              render: (y) => formatNumber(y.credit, lang, fixedDecimals(0)),
            },
          ]}
        />
      )}
      {report.years.map((y) =>
        y.refusedRow === undefined ? null : (
          <p key={`read-${y.year}`} data-rows-read={y.year}>
            {t('import.rowsReadOnly', { year: formatYear(y.year, lang), row: formatNumber(y.refusedRow, lang) })}
          </p>
        ),
      )}
      {(report.skipped ?? []).map((s) => (
        <p key={`skipped-${s.year}`} data-skipped-year={s.year}>
          {t('import.skippedYear', {
            year: formatYear(s.year, lang),
            rows: formatNumber(s.rows, lang),
            chosen: report.years.map((y) => formatYear(y.year, lang)).join(', '),
          })}
        </p>
      ))}
      <ProblemsTable problems={report.problems} />
      <FormulaWarnings warnings={report.warnings} notShown={report.warningsNotShown} />
      {unknown.length > 0 && <UnknownAccounts codes={unknown} statement={statement} onAdded={onRecheck} />}
    </section>
  );
}

/** Unknown accounts: add each to the chart, mapped to a concept of the statement's taxonomy, then check again. */
function UnknownAccounts({
  codes,
  statement,
  onAdded,
}: {
  codes: string[];
  statement: StatementRecord;
  onAdded: () => void;
}) {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const concepts = useMonetaryConcepts(statement.settings.framework);
  const conceptOptions = useMemo(
    () => concepts.map((c) => ({ id: c.name, label: pick(c.label, lang) })),
    [concepts, lang],
  );
  const [added, setAdded] = useState<string[]>([]);
  return (
    <section aria-label={t('import.unknownTitle')}>
      <h4>{t('import.unknownTitle')}</h4>
      <Box as="ul" listStyle="none" padding="none" margin="none">
        {codes.slice(0, 50).map((code) => (
          <li key={code}>
            <div className={css.unknownForm}>
              <UnknownAccountForm
                code={code}
                concepts={conceptOptions}
                isAdded={added.includes(code)}
                onSubmit={async ({ name, accountType, concept: conceptName }) => {
                  // A refusal (the API's envelope) shows in the account's own form, on its fields where it names one.
                  const concept = concepts.find((c) => c.name === conceptName);
                  await createAccount(statement.entityId, {
                    code,
                    nameEn: name,
                    nameKh: name,
                    accountType,
                    concept: concept?.name ?? null,
                    balance: concept?.balance ?? 'debit',
                    periodType: concept?.periodType ?? 'instant',
                  });
                  setAdded((a) => [...a, code]);
                }}
              />
            </div>
          </li>
        ))}
      </Box>
      {added.length > 0 && <Button onPress={onAdded}>{t('import.recheck')}</Button>}
    </section>
  );
}
