import { ENTITY_SIZE_LABELS, type EntitySize, INDUSTRIES, PROVINCES } from '@dfr/forms/rules';
import { BarChart, KpiTile, Select, useLang, Tiles } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYear } from '../../features/dashboard/format';
import { type DeskStatistics, useDeskStatistics } from '../../features/regulator/api';
import { ErrorNotice } from '../../features/shell/Feedback';
import * as styles from './regulator.css';

const YEARS = Array.from({ length: 6 }, (_, i) => new Date().getFullYear() - 1 - i);
const LATEST = 'latest';
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };
type GroupRow = DeskStatistics['byProvince'][number];

/** A group's name in the reader's language: a province, an industry or a size; "not given" when the entity left it. */
function useGroupName() {
  const { t } = useTranslation('regulator');
  const k = useLang() === 'kh' ? 'kh' : 'en';
  return {
    province: (code: string | null) => PROVINCES.find((p) => p.code === code)?.name[k] ?? t('statistics.unknown'),
    industry: (code: string | null) => INDUSTRIES.find((i) => i.code === code)?.name[k] ?? t('statistics.unknown'),
    size: (code: string | null) => (code ? ENTITY_SIZE_LABELS[code as EntitySize][k] : t('statistics.unknown')),
  };
}

/** Filing rate and on-time filing of each group, as a bar chart with its table. */
function GroupChart({
  title,
  header,
  rows,
  name,
}: {
  title: string;
  header: string;
  rows: GroupRow[];
  name: (k: string | null) => string;
}) {
  const { t } = useTranslation('regulator');
  return (
    <BarChart
      title={title}
      categories={rows.map((r) => name(r.key))}
      categoryHeader={header}
      format={PERCENT}
      series={[
        { name: t('statistics.filing_rate'), values: rows.map((r) => r.filingRate) },
        { name: t('statistics.on_time_rate'), values: rows.map((r) => (r.entities ? r.onTime / r.entities : 0)) },
      ]}
    />
  );
}

/**
 * The desk's statistics for a financial year (issue 32): filing rates by province, industry and size, the share
 * filed by the deadline, the fees invoiced, paid and received. Every number and label in the reader's language.
 */
export function StatisticsTab() {
  const { t } = useTranslation('regulator');
  const lang = useLang();
  const [year, setYear] = useState<string>(LATEST);
  const stats = useDeskStatistics(year === LATEST ? undefined : year);
  const name = useGroupName();
  const s = stats.data;
  return (
    <>
      <div className={styles.filters}>
        <Select
          label={t('year')}
          selectedKey={year}
          onSelectionChange={(key) => setYear(String(key))}
          items={[
            { id: LATEST, label: t('statistics.latest') },
            ...YEARS.map((y) => ({ id: String(y), label: formatYear(y, lang) })),
          ]}
        />
      </div>
      {stats.error ? <ErrorNotice error={stats.error} onRetry={() => void stats.mutate()} /> : null}
      {s ? (
        <>
          <h2>{t('statistics.heading', { year: formatYear(s.year, lang) })}</h2>
          <Tiles space="md" minColumnWidth="280px" marginBottom="md">
            <KpiTile label={t('statistics.entities')} value={s.entities} format={{ maximumFractionDigits: 0 }} />
            <KpiTile label={t('statistics.filed')} value={s.filed} format={{ maximumFractionDigits: 0 }} />
            <KpiTile label={t('statistics.filing_rate')} value={s.filingRate} format={PERCENT} />
            <KpiTile label={t('statistics.on_time_share')} value={s.onTimeShare} format={PERCENT} />
          </Tiles>
          <Tiles space="md" minColumnWidth="380px" fit="fit" marginBottom="md">
            <GroupChart
              title={t('statistics.by_province')}
              header={t('filters.province')}
              rows={s.byProvince}
              name={name.province}
            />
            <GroupChart
              title={t('statistics.by_industry')}
              header={t('filters.industry')}
              rows={s.byIndustry}
              name={name.industry}
            />
            <GroupChart title={t('statistics.by_size')} header={t('filters.size')} rows={s.bySize} name={name.size} />
            <BarChart
              title={t('statistics.fees', { currency: s.fees.currency })}
              categoryHeader={t('statistics.fee_state')}
              categories={[t('statistics.invoiced'), t('statistics.paid'), t('statistics.received')]}
              format={{ maximumFractionDigits: 0 }}
              series={[
                {
                  name: t('statistics.amount', { currency: s.fees.currency }),
                  values: [s.fees.invoiced.amount, s.fees.paid.amount, s.fees.received.amount],
                },
              ]}
            />
          </Tiles>
        </>
      ) : null}
    </>
  );
}
