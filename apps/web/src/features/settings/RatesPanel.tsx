import { ExchangeRateForm } from '@dfr/forms';
import { RATE_TYPE_LABELS, regulatorCan, translate } from '@dfr/forms/rules';
import {
  Alert,
  Button,
  Card,
  FileDrop,
  Select,
  StaticTable,
  type StaticTableColumn,
  useToast,
  visuallyHidden,
  Inline,
  Text,
  Tiles,
} from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusedImport } from '../../api/errors';
import { useExchangeRates, useMe } from '../../api/hooks';
import type { ExchangeRate } from '../../api/types';
import { formatDate, formatNumber } from '../dashboard/format';
import { EmptyState, ErrorNotice, Skeleton } from '../shell/Feedback';
import { useErrorMessage } from '../shell/errorMessages';
import { addRate, editRate, importRates, type NewRate, type RatesSource } from './api';
import * as styles from './settings.css';
import { languageOf } from '../../i18n';

const ALL = 'all';
type ImportMessage = { tone: 'error' | 'success'; text: string; problems?: string[]; source: 'csv' | 'nbc' };

/** A stored rate as the form edits it (empty optional rates stay empty). */
const valuesOf = (r: ExchangeRate): Record<string, unknown> => ({
  currency: r.currency,
  releaseDate: r.releaseDate,
  rateType: r.rateType ?? 'official',
  closingRate: String(r.closingRate),
  averageRate: String(r.averageRate),
  officialReportingRate: r.officialReportingRate ? String(r.officialReportingRate) : '',
  monthlyAverage: r.monthlyAverage ? String(r.monthlyAverage) : '',
  dailyRate: r.dailyRate ? String(r.dailyRate) : '',
});

/** Exchange rates (KHR per unit of a currency, as the national bank publishes them): list, add, edit, imports. */
export function RatesPanel() {
  const { t, i18n } = useTranslation('settings');
  const lang = languageOf(i18n.language);
  const rates = useExchangeRates();
  // Official rates are the regulator's finance staff's to write (the API refuses anyone else); everyone reads them.
  const canWrite = regulatorCan(useMe().data?.regulatorRoles, 'finance');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [filter, setFilter] = useState(ALL);
  const [editing, setEditing] = useState<ExchangeRate | null>(null);
  // A new form (its fields from the rate edited, or blank) after each save or cancel.
  const [generation, setGeneration] = useState(0);
  const [importMsg, setImportMsg] = useState<ImportMessage | null>(null);

  const startOver = (rate: ExchangeRate | null) => {
    setEditing(rate);
    setGeneration((g) => g + 1);
  };

  /** Sends a rates file (our CSV, or the national bank's publication) or asks for the fetch; says what came of it. */
  const importFile = async (from: RatesSource, file?: File) => {
    setImportMsg(null);
    const source = from === 'csv' ? 'csv' : 'nbc';
    try {
      const result = await importRates(from, file);
      setImportMsg({
        source,
        tone: 'success',
        text: t('rates.imported', { added: result.added ?? 0, updated: result.updated ?? 0 }),
      });
      await rates.mutate();
    } catch (err) {
      const problems = refusedImport<{ row: number; column?: string; code: string }>(err)?.problems ?? [];
      setImportMsg({
        source,
        tone: 'error',
        text: errorMessage(err),
        problems: problems.map((p) =>
          t('rates.problem', { row: p.row, column: p.column ?? '', code: translate(p.code, lang) }),
        ),
      });
    }
  };

  const list = (rates.data ?? [])
    .filter((r) => filter === ALL || r.currency === filter)
    .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));
  const currencies = [...new Set((rates.data ?? []).map((r) => r.currency))].sort();
  const num = (v: number | undefined | null) =>
    v === undefined || v === null ? '—' : formatNumber(v, i18n.language, { maximumFractionDigits: 4 });
  const amount = (id: keyof ExchangeRate & string, name: string): StaticTableColumn<ExchangeRate> => ({
    id,
    name,
    align: 'end',
    nowrap: true,
    render: (r) => num(r[id] as number | null | undefined),
  });
  const columns: StaticTableColumn<ExchangeRate>[] = [
    {
      id: 'releaseDate',
      name: t('rates.releaseDate'),
      nowrap: true,
      render: (r) => formatDate(r.releaseDate, i18n.language),
    },
    { id: 'currency', name: t('rates.currency'), isRowHeader: true },
    amount('closingRate', t('rates.closingRate')),
    amount('averageRate', t('rates.averageRate')),
    {
      id: 'rateType',
      name: t('rates.rateType'),
      render: (r) =>
        r.rateType && r.rateType in RATE_TYPE_LABELS
          ? RATE_TYPE_LABELS[r.rateType as keyof typeof RATE_TYPE_LABELS][lang]
          : (r.rateType ?? '—'),
    },
    amount('officialReportingRate', t('rates.officialReportingRate')),
    ...(canWrite
      ? [
          {
            id: 'actions',
            name: t('rates.actions'),
            hideName: true,
            render: (r: ExchangeRate) => (
              <Button variant="ghost" size="sm" onPress={() => startOver(r)}>
                {t('rates.edit')}
                <span className={visuallyHidden}>
                  {' '}
                  {r.currency} {r.releaseDate}
                </span>
              </Button>
            ),
          },
        ]
      : []),
  ];

  const message = (source: 'csv' | 'nbc') =>
    importMsg?.source === source ? (
      <Alert tone={importMsg.tone} live>
        {importMsg.text}
        {importMsg.problems?.length ? (
          <ul>
            {importMsg.problems.slice(0, 50).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
      </Alert>
    ) : null;

  return (
    <div className={styles.rates}>
      <Text as="p" tone="muted">
        {t('rates.intro')}
      </Text>
      <div className={styles.filter}>
        <Select
          label={t('rates.filter')}
          selectedKey={filter}
          onSelectionChange={(key) => setFilter(String(key ?? ALL))}
          items={[{ id: ALL, label: t('rates.all') }, ...currencies.map((c) => ({ id: c, label: c }))]}
        />
      </div>
      {rates.isLoading ? (
        <Skeleton lines={5} />
      ) : rates.error ? (
        <ErrorNotice error={rates.error} onRetry={() => void rates.mutate()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('rates.empty_title')}>{t('rates.empty')}</EmptyState>
      ) : (
        <StaticTable caption={t('rates.caption')} columns={columns} rows={list} style={{ maxBlockSize: 420 }} />
      )}

      {!canWrite ? (
        <Text as="p" tone="muted">
          {t('rates.regulator_only')}
        </Text>
      ) : (
        <Tiles space="md" minColumnWidth="380px" fit="fit" marginBottom="md">
          <Card title={editing ? t('rates.edit_title') : t('rates.add_title')}>
            <ExchangeRateForm
              key={generation}
              aria-label={editing ? t('rates.edit_title') : t('rates.add_title')}
              defaultValues={editing ? valuesOf(editing) : { releaseDate: new Date().toISOString().slice(0, 10) }}
              focusField={editing ? 'closingRate' : undefined}
              submitLabel={editing ? t('rates.save') : t('rates.add')}
              onSubmit={async (data) => {
                const body = data as NewRate;
                if (editing) await editRate(editing.id, { ...body, version: editing.version ?? 1 });
                else await addRate(body);
                toast(editing ? t('rates.updated') : t('rates.added'));
                startOver(null);
                await rates.mutate();
              }}
            />
            {editing ? (
              <Button variant="secondary" onPress={() => startOver(null)}>
                {t('cancel')}
              </Button>
            ) : null}
          </Card>
          <Card title={t('rates.import_title')} description={t('rates.import_intro')}>
            <pre className={styles.sample}>
              currency,closing_rate,average_rate,release_date,rate_type{'\n'}USD,4100,4095,2025-12-31,official
            </pre>
            <FileDrop
              label={t('rates.import_file')}
              acceptedFileTypes={['.csv', 'text/csv']}
              onSelect={(files) => {
                const f = files[0];
                if (f) void importFile('csv', f);
              }}
            />
            {message('csv')}
          </Card>
          <Card title={t('rates.nbc_title')} description={t('rates.nbc_intro')}>
            <FileDrop
              label={t('rates.nbc_file')}
              acceptedFileTypes={['.xml', '.csv', 'application/xml', 'text/xml', 'text/csv']}
              onSelect={(files) => {
                const f = files[0];
                if (f) void importFile('nbc', f);
              }}
            />
            <Inline space="sm">
              <Button variant="secondary" onPress={() => void importFile('fetch-nbc')}>
                {t('rates.nbc_fetch')}
              </Button>
            </Inline>
            {message('nbc')}
          </Card>
        </Tiles>
      )}
    </div>
  );
}
