import type { PeriodKey, StatementSet } from '@dfr/statement-engine';
import { StaticTable, type StaticTableColumn, useLang } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { columnYear, RATIO_IDS } from '../engine';
import { formatNumber } from '../format';

/** Ratios are percentages except the two "times" ratios (current, quick) and debt to equity. */
const TIMES = new Set(['currentRatio', 'quickRatio', 'debtToEquity']);

export function RatiosTable({ set }: { set: StatementSet }) {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const keys: PeriodKey[] = set.ratios.comparative ? ['current', 'comparative'] : ['current'];
  const show = (id: string, value: number | null | undefined) => {
    if (value === null || value === undefined) return t('ratios.notApplicable');
    return TIMES.has(id) ? formatNumber(value, lang, 2) : `${formatNumber(value * 100, lang, 1)}%`;
  };
  const columns: StaticTableColumn<{ id: string }>[] = [
    { id: 'ratio', name: t('ratios.ratio'), isRowHeader: true, render: ({ id }) => t(`ratios.${id}`) },
    ...keys.map((k) => ({
      id: k,
      name: columnYear(set, k, lang),
      align: 'end' as const,
      nowrap: true,
      render: ({ id }: { id: string }) => show(id, set.ratios[k]?.[id as keyof (typeof set.ratios)[typeof k]]),
    })),
  ];
  return (
    <StaticTable caption={t('tabs.ratios')} showCaption columns={columns} rows={RATIO_IDS.map((id) => ({ id }))} />
  );
}
