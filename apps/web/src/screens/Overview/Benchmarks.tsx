import { KpiTile, LinkButton, Tiles } from '@dfr/ui';
import type { RatioKey } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { useComputed } from '../../api/hooks';
import { DASHBOARD_RATIOS, type Statement } from '../../api/types';
import { formatRatio } from '../../features/dashboard/format';
import { EmptyState, ErrorNotice, Skeleton } from '../../features/shell/Feedback';
import { IndustryComparison } from './IndustryComparison';

/** The latest statement's key ratios against the year before, then against the industry. */
export function Benchmarks({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation('dashboard');
  const computed = useComputed(statement.id);
  if (computed.isLoading) return <Skeleton lines={4} />;
  if (computed.error)
    return <ErrorNotice error={computed.error} onRetry={() => void computed.mutate()} title={t('benchmarks.error')} />;
  const current: Partial<Record<RatioKey, number | null>> = computed.data?.ratios.current ?? {};
  const comparative = computed.data?.ratios?.comparative;
  const anyValue = DASHBOARD_RATIOS.some((k) => current[k] !== null && current[k] !== undefined);
  if (!anyValue)
    return (
      <EmptyState
        title={t('benchmarks.empty_title')}
        action={
          <LinkButton href={`/reporting/${encodeURIComponent(statement.id)}`}>
            {t('benchmarks.empty_action')}
          </LinkButton>
        }
      >
        {t('benchmarks.empty')}
      </EmptyState>
    );
  return (
    <>
      <Tiles space="md" minColumnWidth="200px" marginBottom="md">
        {DASHBOARD_RATIOS.map((k) => (
          <KpiTile
            key={k}
            label={t(`ratio.${k}`)}
            value={formatRatio(k, current[k], i18n.language)}
            caption={
              comparative
                ? t('benchmarks.previous', {
                    year: statement.reportingYear - 1,
                    value: formatRatio(k, comparative[k], i18n.language),
                  })
                : t(`ratio_hint.${k}`)
            }
          />
        ))}
      </Tiles>
      <IndustryComparison statement={statement} current={current} />
    </>
  );
}
