import { ACCOUNT_TYPES, type ChartReadResult, type MappingEvidence } from '@dfr/statement-engine';
import { ENTITY_CHART_FRAMEWORK } from '@dfr/forms/rules';
import {
  Alert,
  Button,
  ConfirmDialog,
  FileDrop,
  NativeSelect,
  type NativeSelectOption,
  type NativeSelectProps,
  SearchField,
  StaticTable,
  TextField,
  useLang,
  Inline,
} from '@dfr/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { Page } from '../../features/shell/Page';
import {
  createAccount,
  exportAccounts,
  importAccounts,
  listAccounts,
  mappingEvidence,
  patchAccount,
} from '../../features/statement/api';
import { ErrorNotice, useErrorText } from '../../features/statement/components/ErrorNotice';
import { ChartReadings } from '../../features/statement/components/ChartReadings';
import { ProblemsTable } from '../../features/statement/components/ProblemsTable';
import { StatementUI } from '../../features/statement/components/StatementUI';
import { useMonetaryConcepts } from '../../features/statement/hooks';
import { chartDryRun, fixChartFile, getTaxonomy, type Suggestion, suggestFor } from '../../features/statement/engine';
import { nameOf, pick } from '../../features/statement/format';
import type { AccountRecord, ImportProblem } from '../../features/statement/types';
import { refusedImport } from '../../api/errors';
import * as styles from './accounts.css';

/** Orders accounts as a tree (parents before children) and gives each its depth. */
export function accountTree(accounts: AccountRecord[]): { account: AccountRecord; depth: number }[] {
  const byParent = new Map<string, AccountRecord[]>();
  const codes = new Set(accounts.map((a) => a.code));
  for (const a of accounts) {
    const parent = a.parentCode && codes.has(a.parentCode) ? a.parentCode : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), a]);
  }
  const out: { account: AccountRecord; depth: number }[] = [];
  const visit = (parent: string, depth: number, seen: Set<string>) => {
    for (const a of (byParent.get(parent) ?? []).sort((x, y) => x.code.localeCompare(y.code))) {
      if (seen.has(a.code)) continue;
      seen.add(a.code);
      out.push({ account: a, depth });
      visit(a.code, depth + 1, seen);
    }
  };
  visit('', 0, new Set());
  return out;
}

/**
 * The mapping assistant: three likely concepts for each account without one; a click maps it. Each account's
 * suggestions take the engine tens of milliseconds (a new filer's 17 unmapped accounts kept the chart off the screen
 * for 3.0–4.8 s, issue 33 defect 12): they are worked out after the chart is on screen, a slice of about 30 ms at a
 * time, and appear as they come. Names the country's accepted filings mapped (`evidence`, issue 36) come first.
 */
function useSuggestions(
  chart: AccountRecord[] | undefined,
  evidence: readonly MappingEvidence[] | undefined,
): Map<string, Suggestion[]> {
  const [suggestions, setSuggestions] = useState<Map<string, Suggestion[]>>(() => new Map());
  useEffect(() => {
    const all = chart ?? [];
    const pending = all.filter((a) => !a.concept);
    const found = new Map<string, Suggestion[]>();
    let next = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slice = () => {
      const until = performance.now() + 30;
      while (next < pending.length && performance.now() < until) {
        const account = pending[next++]!;
        found.set(account.code, suggestFor(account, all, evidence));
      }
      setSuggestions(new Map(found));
      if (next < pending.length) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [chart, evidence]);
  return suggestions;
}

/**
 * An account's line item. The full list (hundreds of concepts) is put into the select only when the user reaches for
 * it (pointer over it, focus, touch), before the platform opens it: a chart of a hundred accounts otherwise renders tens
 * of thousands of options, again on every update of the suggestions (issue 33, defect 12). Until then it holds the
 * account's own line item (or "not mapped"), so it reads and is sized as before.
 */
function ConceptSelect({
  concept,
  items,
  labels,
  ...props
}: Omit<NativeSelectProps, 'items' | 'value' | 'size'> & {
  concept: string | null;
  items: readonly NativeSelectOption[];
  labels: ReadonlyMap<string, string>;
}) {
  const [full, setFull] = useState(false);
  const reach = () => setFull(true);
  const own = concept ? { id: concept, label: labels.get(concept) ?? concept } : undefined;
  const shown = full ? (own && !labels.has(own.id) ? [own, ...items] : items) : own ? [own] : [];
  return (
    <NativeSelect
      {...props}
      size="sm"
      className={styles.conceptSelect}
      value={concept ?? ''}
      items={shown}
      data-options={full ? 'all' : 'own'}
      onPointerEnter={reach}
      onPointerDown={reach}
      onTouchStart={reach}
      onFocus={reach}
    />
  );
}

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
        <form
          className={styles.form}
          aria-label={t('add')}
          onSubmit={(e) => {
            e.preventDefault();
            const data = new FormData(e.currentTarget);
            const concept = taxonomy?.concepts[String(data.get('concept'))];
            void act(
              () =>
                createAccount(entity.id, {
                  code: String(data.get('code')).trim(),
                  nameEn: String(data.get('nameEn')),
                  nameKh: String(data.get('nameKh')),
                  parentCode: String(data.get('parentCode') || '') || null,
                  accountType: String(data.get('accountType')),
                  concept: concept?.name ?? null,
                  balance: concept?.balance ?? (data.get('balance') as 'debit' | 'credit'),
                  periodType: concept?.periodType ?? 'instant',
                }),
              t('added'),
            ).then(() => setAdding(false));
          }}
        >
          <TextField name="code" label={t('code')} isRequired />
          <TextField name="nameEn" label={t('nameEn')} isRequired />
          <TextField name="nameKh" label={t('nameKh')} lang="km" isRequired />
          <TextField name="parentCode" label={t('parent')} />
          <NativeSelect
            name="accountType"
            label={t('type')}
            items={ACCOUNT_TYPES.map((type) => ({ id: type, label: t(`types.${type}`) }))}
          />
          <NativeSelect
            name="balance"
            label={t('balance')}
            items={[
              { id: 'debit', label: t('debit') },
              { id: 'credit', label: t('credit') },
            ]}
          />
          <NativeSelect
            name="concept"
            label={t('concept')}
            isRequired
            placeholder={t('chooseConcept')}
            items={conceptItems}
          />
          <StatementUI inline>
            <Button type="submit">{t('save')}</Button>
          </StatementUI>
        </form>
      )}
      {accounts.isLoading && <p role="status">{t('loading')}</p>}
      <StaticTable
        caption={t('tableCaption', { count: rows.length })}
        showCaption
        rows={rows.slice(0, 1000)}
        getRowId={(r) => r.account.code}
        rowProps={(r) => ({ 'data-code': r.account.code })}
        columns={[
          {
            id: 'code',
            name: t('code'),
            // A code never wraps ("111 / 0"); a child is indented under its parent.
            nowrap: true,
            render: (r) => r.account.code,
            cellProps: (r) => ({ style: { paddingInlineStart: `${0.5 + r.depth * 1.25}rem` } }),
          },
          {
            id: 'name',
            name: t('name'),
            render: ({ account: a }) => nameOf(a, lang),
          },
          {
            id: 'type',
            name: t('type'),
            render: ({ account: a }) => t(`types.${a.accountType}`, { defaultValue: a.accountType }),
          },
          {
            id: 'balance',
            name: t('balance'),
            render: ({ account: a }) => (a.balance === 'credit' ? t('credit') : t('debit')),
          },
          {
            id: 'concept',
            name: t('concept'),
            render: ({ account: a }) => (
              <>
                <ConceptSelect
                  aria-label={t('mapAccount', { code: a.code })}
                  concept={a.concept}
                  isDisabled={!entity}
                  placeholder={t('unmapped')}
                  items={conceptItems}
                  labels={conceptLabels}
                  onChange={(value) =>
                    void act(
                      () => patchAccount(entity!.id, a.code, { concept: value || null, version: a.version }),
                      t('mapped', { code: a.code }),
                    )
                  }
                />
                {!a.concept && (suggestions.get(a.code)?.length ?? 0) > 0 && entity && (
                  <div className={styles.suggestions} data-suggestions-for={a.code}>
                    <span>{t('suggested')}</span>
                    {suggestions.get(a.code)!.map((s) => {
                      const label = pick(taxonomy?.concepts[s.concept]?.label, lang) || s.concept;
                      // "mapped so by 12 entities": the country's accepted filings are the reason (issue 36).
                      const country = s.reasons.find((r) => r.en.startsWith('mapped so by'));
                      return (
                        <Button
                          key={s.concept}
                          variant="secondary"
                          size="sm"
                          data-concept={s.concept}
                          aria-label={`${t('useSuggestion', { code: a.code, concept: label })}${country ? ` — ${pick(country, lang)}` : ''}`}
                          onPress={() =>
                            void act(
                              () => patchAccount(entity.id, a.code, { concept: s.concept, version: a.version }),
                              t('mapped', { code: a.code }),
                            )
                          }
                        >
                          {label}
                          {country && <span className={styles.reason}> — {pick(country, lang)}</span>}
                        </Button>
                      );
                    })}
                  </div>
                )}
              </>
            ),
          },
        ]}
      />
    </Page>
  );
}
