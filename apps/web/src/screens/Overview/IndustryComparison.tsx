import { ComparisonChart, Text } from '@dfr/ui';
import type { RatioKey } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { useIndustryBenchmarks } from '../../api/hooks';
import { DASHBOARD_RATIOS, type Statement } from '../../api/types';
import { formatYear, ratioNumberFormat } from '../../features/dashboard/format';
import { ErrorNotice, Skeleton } from '../../features/shell/Feedback';

/**
 * Company vs industry: the medians of the accepted filings of the same industry and year, shown only when enough
 * entities contribute (otherwise the reason); never another entity's figures.
 */
export function IndustryComparison({
  statement,
  current,
}: {
  statement: Statement;
  current: Partial<Record<RatioKey, number | null>>;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const answer = useIndustryBenchmarks(statement.id);
  if (answer.isLoading) return <Skeleton lines={3} />;
  if (answer.error) return <ErrorNotice error={answer.error} onRetry={() => void answer.mutate()} />;
  const data = answer.data;
  if (!data?.medians)
    return (
      <Text as="p" tone="muted" data-industry="not-enough">
        {data?.industry
          ? t('benchmarks.industry_too_few', { count: data.contributors, minimum: data.minimum })
          : t('benchmarks.industry_unknown')}
      </Text>
    );
  return (
    <ComparisonChart
      title={t('benchmarks.industry_chart', { year: formatYear(statement.reportingYear, i18n.language) })}
      companyLabel={t('benchmarks.company')}
      industryLabel={t('benchmarks.industry_median', { count: data.contributors })}
      metrics={DASHBOARD_RATIOS.map((k) => ({
        label: t(`ratio.${k}`),
        company: current[k] ?? null,
        industry: data.medians?.[k] ?? null,
        format: ratioNumberFormat(k),
      }))}
    />
  );
}
