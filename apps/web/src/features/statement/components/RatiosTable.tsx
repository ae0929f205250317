import { type PeriodKey, RATIOS, type RatioKey, type StatementSet } from '@dfr/statement-engine';
import { StaticTable, type StaticTableColumn, useLang } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { formatRatio } from '../../dashboard/format';
import { columnYear } from '../engine';

export function RatiosTable({ set }: { set: StatementSet }) {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const keys: PeriodKey[] = set.ratios.comparative ? ['current', 'comparative'] : ['current'];
  const show = (id: RatioKey, value: number | null | undefined) =>
    value === null || value === undefined ? t('ratios.notApplicable') : formatRatio(id, value, lang);
  const columns: StaticTableColumn<{ id: RatioKey }>[] = [
    { id: 'ratio', name: t('ratios.ratio'), isRowHeader: true, render: ({ id }) => t(`ratios.${id}`) },
    ...keys.map((k) => ({
      id: k,
      name: columnYear(set, k, lang),
      align: 'end' as const,
      nowrap: true,
      render: ({ id }: { id: RatioKey }) => show(id, set.ratios[k]?.[id]),
    })),
  ];
  return <StaticTable caption={t('tabs.ratios')} showCaption columns={columns} rows={RATIOS.map((id) => ({ id }))} />;
}
