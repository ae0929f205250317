import type { PeriodKey, StatementSet } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { columnYear, RATIO_IDS } from '../engine';
import { formatNumber } from '../format';
import { useLang } from '../../../i18n';

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
  return (
    <table className="dfr-statement">
      <caption>{t('tabs.ratios')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ratios.ratio')}</th>
          {keys.map((k) => (
            <th scope="col" key={k} className="dfr-amount">
              {columnYear(set, k, lang)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {RATIO_IDS.map((id) => (
          <tr key={id}>
            <th scope="row">{t(`ratios.${id}`)}</th>
            {keys.map((k) => (
              <td key={k} className="dfr-amount">
                {show(id, set.ratios[k]?.[id])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
