import type { PeriodKey, StatementSet, Taxonomy, TrialBalanceLine } from '@dfr/statement-engine';
import { accountsBehind, PERIOD_KEYS, periodKey, ROUNDING_LEVEL_WORDS, scaleOf } from '@dfr/statement-engine';
import { StaticTable, useLang } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fixedDecimals, formatNumber, formatYear } from '../../dashboard/format';
import { formatAmount, nameOf, pick } from '../format';
import type { AccountRecord } from '../types';
import { columnYearNumber } from '../engine';
import { figureText } from './StatementTable';
import * as css from './FactProperties.css';

export interface FactPropertiesProps {
  set: StatementSet;
  taxonomy?: Taxonomy;
  concept?: string;
  period?: PeriodKey;
  accounts?: AccountRecord[];
  registrationNumber?: string;
  /** The statement's trial balance: each account's amount for each year. */
  trialBalance?: readonly TrialBalanceLine[];
}

/** For any figure: concept, labels, balance and period type, documentation, the accounts that make it up, its context. */
export function FactProperties({
  set,
  taxonomy,
  concept,
  period = 'current',
  accounts,
  registrationNumber,
  trialBalance,
}: FactPropertiesProps) {
  const { t } = useTranslation('statement');
  const lang = useLang();
  if (!concept) return <p>{t('facts.choose')}</p>;
  const definition = taxonomy?.concepts[concept];
  // The figure's row: an amount at the rounding level, or a count, answer or text (rows' `values`).
  const row = set.rendering.sections
    .flatMap((s) => s.rows)
    .find((r) => r.concept === concept && (r.amounts[period] || r.values?.[period] !== undefined));
  const isAmount = Boolean(row?.amounts[period]);
  const xbrlPeriod = row?.periods[period];
  // A total is traced through its calculation tree to the accounts posted to its parts (each with its sign).
  const behind = taxonomy
    ? accountsBehind(set, taxonomy, concept)
    : (set.sources?.[concept] ?? []).map((code) => ({ code, concept, weight: 1 as const }));
  const years = PERIOD_KEYS.flatMap((key) => columnYearNumber(set, key) ?? []);
  const amountOf = (code: string, year: number, weight: 1 | -1) => {
    const line = trialBalance?.find((l) => l.accountCode === code && l.year === year);
    return line ? weight * (line.debit - line.credit) : undefined;
  };
  const byCode = new Map((accounts ?? []).map((a) => [a.code, a]));
  const label = definition?.label ?? row?.label;
  // A value that is not an amount is never scaled (the Inline XBRL writes it with scale 0); its unit is the fact's.
  const scale = isAmount ? scaleOf(set.rendering.rounding) : 0;
  const factPeriod = row?.periods[period];
  const fact = factPeriod
    ? set.facts.find((f) => f.concept === concept && periodKey(f.period) === periodKey(factPeriod))
    : undefined;
  const unit = isAmount
    ? `iso4217:${set.rendering.presentationCurrency}`
    : fact?.unit && (fact.unit === 'pure' || fact.unit === 'shares' ? `xbrli:${fact.unit}` : `iso4217:${fact.unit}`);
  const periodText = xbrlPeriod
    ? 'instant' in xbrlPeriod
      ? t('facts.instant', { date: xbrlPeriod.instant })
      : t('facts.duration', { start: xbrlPeriod.start, end: xbrlPeriod.end })
    : '–';
  return (
    <section aria-labelledby="fact-properties-title" className={css.facts}>
      <h2 id="fact-properties-title">{t('facts.titleOf', { label: pick(label, lang) || concept })}</h2>
      <dl>
        <dt>{t('facts.concept')}</dt>
        <dd>
          <code>{concept}</code>
        </dd>
        <dt>{t('facts.labelEn')}</dt>
        <dd lang="en">{label?.en ?? '–'}</dd>
        <dt>{t('facts.labelKh')}</dt>
        <dd lang="km">{label?.kh ?? '–'}</dd>
        <dt>{t('facts.value')}</dt>
        <dd>
          {row ? figureText(row, period, lang, t) : formatAmount(undefined, lang)}
          {isAmount &&
            ` (${t('unit', {
              currency: set.rendering.presentationCurrency,
              rounding: ROUNDING_LEVEL_WORDS[set.rendering.rounding][lang],
            })})`}
        </dd>
        <dt>{t('facts.balance')}</dt>
        <dd>{definition?.balance ? t(`facts.balanceType.${definition.balance}`) : t('facts.none')}</dd>
        <dt>{t('facts.periodType')}</dt>
        <dd>{definition ? t(`facts.periodTypes.${definition.periodType}`) : '–'}</dd>
        <dt>{t('facts.documentation')}</dt>
        <dd>{pick(definition?.documentation, lang) || t('facts.none')}</dd>
        <dt>{t('facts.accounts')}</dt>
        <dd>
          {behind.length === 0 ? (
            t('facts.noAccounts')
          ) : (
            <StaticTable
              caption={t('facts.accounts')}
              rows={behind.map((b) => ({ ...b, id: b.code }))}
              rowProps={({ code }) => ({ 'data-account': code })}
              columns={[
                {
                  id: 'account',
                  name: t('facts.account'),
                  isRowHeader: true,
                  render: ({ code }) => {
                    const account = byCode.get(code);
                    const name = nameOf(account, lang);
                    return (
                      <Link to={`/accounts?${new URLSearchParams({ q: code })}`}>
                        {code} {name}
                      </Link>
                    );
                  },
                },
                ...(trialBalance ? years : []).map((y) => ({
                  id: String(y),
                  name: formatYear(y, lang),
                  align: 'end' as const,
                  nowrap: true,
                  render: ({ code, weight }: (typeof behind)[number]) => {
                    const amount = amountOf(code, y, weight);
                    return amount === undefined ? '–' : formatNumber(amount, lang, fixedDecimals(0));
                  },
                })),
              ]}
            />
          )}
        </dd>
        <dt>{t('facts.context')}</dt>
        <dd>
          <ul>
            <li>{t('facts.entity', { id: registrationNumber ?? set.entity?.registrationNumber ?? '–' })}</li>
            <li>{periodText}</li>
            {unit && <li>{t('facts.unit', { unit: unit })}</li>}
            {typeof fact?.value === 'number' || isAmount ? <li>{t('facts.decimals', { decimals: -scale })}</li> : null}
          </ul>
        </dd>
      </dl>
    </section>
  );
}
