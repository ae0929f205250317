import { RATIOS, type RatioKey } from '@dfr/statement-engine';
import { BarChart, LinkButton, StaticTable, Tiles } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ApiError } from '../../api/client';
import { getComputed, useStatements } from '../../api/hooks';
import { type Computed, DASHBOARD_RATIOS } from '../../api/types';
import { formatRatio, formatYear, ratioNumberFormat } from '../../features/dashboard/format';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { EmptyState, ErrorNotice, Skeleton } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import * as styles from './analytics.css';
import { Panel } from '../../features/shell/Panel';

/** `/analytics`: the entity's ratios across its financial years, from each statement's computed figures. */
export default function Analytics() {
  const { t, i18n } = useTranslation(['analytics', 'dashboard', 'common']);
  const { current, isLoading, error, reload } = useCurrentEntity();
  const statements = useStatements(current?.id);
  const years = [...(statements.data ?? [])].sort((a, b) => a.reportingYear - b.reportingYear).slice(-10);
  const computed = useSWR<Computed[], ApiError>(years.length ? ['computed', ...years.map((s) => s.id)] : null, () =>
    Promise.all(years.map((s) => getComputed(s.id))),
  );
  const fmt = (k: RatioKey, v: number | null | undefined) => formatRatio(k, v, i18n.language);

  let body: React.ReactNode;
  if (isLoading || statements.isLoading || computed.isLoading) body = <Skeleton lines={8} />;
  else if (error) body = <ErrorNotice error={error} onRetry={() => void reload()} />;
  else if (statements.error) body = <ErrorNotice error={statements.error} onRetry={() => void statements.mutate()} />;
  else if (!current || years.length === 0)
    body = (
      <EmptyState
        title={t('empty_title')}
        action={
          <LinkButton href={current ? '/on_board_reporting' : '/onboarding'}>
            {current ? t('dashboard:new_statement') : t('start')}
          </LinkButton>
        }
      >
        {t('empty')}
      </EmptyState>
    );
  else if (computed.error) body = <ErrorNotice error={computed.error} onRetry={() => void computed.mutate()} />;
  else {
    type Row = { year: number; ratios: Partial<Record<RatioKey, number | null>> };
    const byYear = new Map<number, Row>();
    years.forEach((s, i) => {
      const r = computed.data?.[i]?.ratios;
      byYear.set(s.reportingYear, { year: s.reportingYear, ratios: r?.current ?? {} });
    });
    // A statement's comparative year stands in for a year that has no statement of its own.
    years.forEach((s, i) => {
      const comparative = computed.data?.[i]?.ratios?.comparative;
      if (comparative && !byYear.has(s.reportingYear - 1))
        byYear.set(s.reportingYear - 1, { year: s.reportingYear - 1, ratios: comparative });
    });
    const rows = [...byYear.values()].sort((a, b) => a.year - b.year);
    body = (
      <>
        <StaticTable
          caption={t('table_caption')}
          className={styles.table}
          rows={rows}
          getRowId={(r) => r.year}
          columns={[
            {
              id: 'year',
              name: t('dashboard:statements.year'),
              isRowHeader: true,
              render: (r: Row) => formatYear(r.year, i18n.language),
            },
            ...RATIOS.map((k) => ({
              id: k,
              name: t(`ratio.${k}`),
              align: 'end' as const,
              render: (r: Row) => fmt(k, r.ratios[k]),
            })),
          ]}
        />
        <Tiles space="md" minColumnWidth="380px" fit="fit" marginBottom="md">
          {DASHBOARD_RATIOS.map((k) => (
            <div key={k}>
              <BarChart
                title={t('chart', { ratio: t(`ratio.${k}`) })}
                categories={rows.map((r) => formatYear(r.year, i18n.language))}
                series={[{ name: t(`ratio.${k}`), values: rows.map((r) => r.ratios[k] ?? null) }]}
                format={ratioNumberFormat(k)}
                categoryHeader={t('dashboard:statements.year')}
              />
            </div>
          ))}
        </Tiles>
        <Panel as="section" aria-labelledby="an-read">
          <h2 id="an-read">{t('reading.title')}</h2>
          <ul>
            {DASHBOARD_RATIOS.map((k) => (
              <li key={k}>{t(`reading.${k}`)}</li>
            ))}
          </ul>
        </Panel>
      </>
    );
  }
  return (
    <Page title={t('common:title.financial_reporting_Analysis')} description={t('intro')}>
      {body}
    </Page>
  );
}
