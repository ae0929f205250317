import type { ChartReadResult } from '@dfr/statement-engine';
import { ENTITY_CHART_FRAMEWORK } from '@dfr/forms/rules';
import { Alert, Button, ConfirmDialog, FileDrop, Inline, SearchField, useLang } from '@dfr/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { refusedImport } from '../../api/errors';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { Page } from '../../features/shell/Page';
import {
  createAccount,
  exportAccounts,
  importAccounts,
  listAccounts,
  mappingEvidence,
} from '../../features/statement/api';
import { ChartReadings } from '../../features/statement/components/ChartReadings';
import { ErrorNotice, useErrorText } from '../../features/statement/components/ErrorNotice';
import { ProblemsTable } from '../../features/statement/components/ProblemsTable';
import { StatementUI } from '../../features/statement/components/StatementUI';
import { chartDryRun, fixChartFile, getTaxonomy } from '../../features/statement/engine';
import { pick } from '../../features/statement/format';
import { useMonetaryConcepts } from '../../features/statement/hooks';
import type { ImportProblem } from '../../features/statement/types';
import { AccountsTable } from './AccountsTable';
import { accountTree } from './accountTree';
import * as styles from './accounts.css';
import { AddAccountForm } from './AddAccountForm';
import { useSuggestions } from './useSuggestions';

export { accountTree } from './accountTree';

/** `/accounts` and `/account`: the chart of accounts with search, hierarchy, mapping to concepts, import and export. */
export default function Accounts() {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const { current: entity } = useCurrentEntity();
  const accounts = useSWR(entity ? ['accounts', entity.id] : null, () => listAccounts(entity!.id));
  // The country's accepted filings (issue 36): names mapped the same way by five or more entities come first.
  const evidence = useSWR('mapping-evidence', mappingEvidence);
  // `?q=1110` opens the chart on an account (the fact properties link to the accounts behind a figure).
  const [search] = useSearchParams();
  const [query, setQuery] = useState(() => search.get('q') ?? '');
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [importFile, setImportFile] = useState<File | null>(null);
  // The engine's dry run of the chosen file, shown before the import is confirmed.
  const [dryRun, setDryRun] = useState<{
    file: File;
    result: ChartReadResult;
    /** The file as chosen, and the concepts written into its refused rows here (one click each). */
    original: Uint8Array;
    fixes: { row: number; concept: string }[];
  } | null>(null);
  const [adding, setAdding] = useState(false);
  const [importError, setImportError] = useState<unknown>(null);
  const [refused, setRefused] = useState<{ file: string; problems: ImportProblem[]; notShown: number } | null>(null);
  const errorText = useErrorText();
  const taxonomy = getTaxonomy(ENTITY_CHART_FRAMEWORK);
  const concepts = useMonetaryConcepts(ENTITY_CHART_FRAMEWORK);
  const conceptItems = useMemo(
    () => concepts.map((c) => ({ id: c.name, label: pick(c.label, lang) })),
    [concepts, lang],
  );
  const conceptLabels = useMemo(() => new Map(conceptItems.map((c) => [c.id, c.label])), [conceptItems]);

  const suggestions = useSuggestions(accounts.data, evidence.data);

  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    const tree = accountTree(accounts.data ?? []);
    if (!q) return tree;
    const label = (name?: string | null) => (name ? pick(taxonomy?.concepts[name]?.label, lang) : '');
    return tree.filter(({ account: a }) =>
      [a.code, a.nameEn, a.nameKh, a.concept ?? '', label(a.concept)].some((v) => v.toLowerCase().includes(q)),
    );
  }, [accounts.data, query, taxonomy, lang]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setError(null);
    setNotice(null);
    try {
      await work();
      await accounts.mutate();
      setNotice(done);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <Page
      title={t('title')}
      description={t('intro')}
      actions={
        entity ? (
          <StatementUI inline>
            <Button variant="secondary" onPress={() => void act(() => exportAccounts(entity.id), t('exported'))}>
              {t('export')}
            </Button>
            <Button onPress={() => setAdding((a) => !a)} aria-expanded={adding}>
              {t('add')}
            </Button>
          </StatementUI>
        ) : undefined
      }
    >
      <StatementUI>
        <Inline space="sm" alignY="top" marginY="sm" className={styles.toolbar}>
          <SearchField label={t('search')} value={query} onChange={setQuery} />
          <FileDrop
            label={t('import')}
            acceptedFileTypes={['.csv', '.xlsx']}
            isDisabled={!entity}
            onSelect={(files) => {
              setImportError(null);
              const file = files[0] ?? null;
              setImportFile(file);
              setDryRun(null);
              if (file)
                void file.arrayBuffer().then(
                  (buffer) => {
                    const original = new Uint8Array(buffer);
                    const result = chartDryRun(original, evidence.data);
                    if (result) setDryRun({ file, result, original, fixes: [] });
                  },
                  () => undefined,
                );
            }}
          />
        </Inline>
        <div role="status">{notice && <Alert tone="success">{notice}</Alert>}</div>
        <ErrorNotice error={error ?? accounts.error} />
        {refused ? (
          <section aria-labelledby="chart-refused" data-refused-file={refused.file}>
            <Alert
              tone="error"
              title={t('importRefused', { file: refused.file, count: refused.problems.length + refused.notShown })}
            >
              <span id="chart-refused">{t('importRefusedHint')}</span>
            </Alert>
            <ProblemsTable problems={refused.problems} notShown={refused.notShown} />
          </section>
        ) : null}
        <ConfirmDialog
          isOpen={importFile !== null && Boolean(entity)}
          onOpenChange={(open) => {
            if (!open) setImportFile(null);
          }}
          title={t('import')}
          actionLabel={t('import')}
          errorMessage={importError ? errorText(importError) : undefined}
          onConfirm={async (confirm) => {
            if (!importFile || !entity) return;
            setImportError(null);
            setNotice(null);
            setRefused(null);
            try {
              await importAccounts(entity.id, importFile, importFile.name, confirm);
            } catch (e) {
              // A file the server refused row by row: the dialog closes and the page lists every reason by row and
              // column (nothing was imported). Any other failure keeps the dialog open with its reason.
              const listed = refusedImport<ImportProblem>(e);
              if (listed) {
                setRefused({ file: importFile.name, ...listed });
                setImportFile(null);
                return;
              }
              setImportError(e);
              throw e;
            }
            setImportFile(null);
            await accounts.mutate();
            setNotice(t('imported'));
          }}
        >
          {importFile ? (
            <>
              <p>{t('importMessage', { file: importFile.name })}</p>
              {dryRun?.file === importFile && (
                <ChartReadings
                  result={dryRun.result}
                  onUse={(row, concept) => {
                    // The chosen concept is written into the row; the file (as CSV) is read again and imported so.
                    const fixes = [...dryRun.fixes.filter((f) => f.row !== row), { row, concept }];
                    const csv = fixChartFile(dryRun.original, fixes);
                    const name = `${dryRun.file.name.replace(/\.(csv|xlsx)$/i, '')}-fixed.csv`;
                    const fixed = new File([csv], name, { type: 'text/csv' });
                    const result = chartDryRun(csv, evidence.data);
                    if (!result) return;
                    setDryRun({ ...dryRun, file: fixed, result, fixes });
                    setImportFile(fixed);
                  }}
                />
              )}
              {dryRun && dryRun.fixes.length > 0 && dryRun.file === importFile && (
                <p role="status">{t('readings.fixedFile', { file: dryRun.file.name, count: dryRun.fixes.length })}</p>
              )}
            </>
          ) : null}
        </ConfirmDialog>
      </StatementUI>
      {adding && entity && (
        <AddAccountForm
          taxonomy={taxonomy}
          conceptItems={conceptItems}
          onAdd={(account) => act(() => createAccount(entity.id, account), t('added')).then(() => setAdding(false))}
        />
      )}
      {accounts.isLoading && <p role="status">{t('loading')}</p>}
      <AccountsTable
        rows={rows}
        entityId={entity?.id}
        conceptItems={conceptItems}
        conceptLabels={conceptLabels}
        suggestions={suggestions}
        taxonomy={taxonomy}
        act={act}
      />
    </Page>
  );
}
