import { Button, type NativeSelectOption, StaticTable, useLang } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchAccount } from '../../features/statement/api';
import type { getTaxonomy, Suggestion } from '../../features/statement/engine';
import { nameOf, pick } from '../../features/statement/format';
import type { accountTree } from './accountTree';
import * as styles from './accounts.css';
import { ConceptSelect } from './ConceptSelect';

/** How many accounts the table draws at first, and how many more each press of "Show more" adds. */
export const ROWS_AT_ONCE = 250;

/**
 * The chart as a table: codes indented under their parents, each account's line item chosen in place, and the mapping
 * assistant's suggestions under an account without one (a click maps it).
 */
export function AccountsTable({
  rows,
  entityId,
  conceptItems,
  conceptLabels,
  suggestions,
  taxonomy,
  act,
}: {
  rows: ReturnType<typeof accountTree>;
  entityId: string | undefined;
  conceptItems: readonly NativeSelectOption[];
  conceptLabels: ReadonlyMap<string, string>;
  suggestions: Map<string, Suggestion[]>;
  taxonomy: ReturnType<typeof getTaxonomy>;
  act: (work: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  // A large chart is drawn a part at a time (each row holds a select and buttons): 5,000 accounts drawn at once kept
  // the screen from showing for seconds (issue 30). The caption says how many of how many; a button draws more.
  const [limit, setLimit] = useState(ROWS_AT_ONCE);
  const shown = rows.slice(0, limit);
  return (
    <>
      <StaticTable
        caption={
          shown.length < rows.length
            ? t('tableCaptionPart', { shown: shown.length, count: rows.length })
            : t('tableCaption', { count: rows.length })
        }
        showCaption
        rows={shown}
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
            render: ({ account: a }) => (a.balanceType === 'credit' ? t('credit') : t('debit')),
          },
          {
            id: 'concept',
            name: t('concept'),
            render: ({ account: a }) => (
              <>
                <ConceptSelect
                  aria-label={t('mapAccount', { code: a.code })}
                  concept={a.concept}
                  isDisabled={!entityId}
                  placeholder={t('unmapped')}
                  items={conceptItems}
                  labels={conceptLabels}
                  onChange={(value) =>
                    void act(
                      () => patchAccount(entityId!, a.code, { concept: value || null, version: a.version }),
                      t('mapped', { code: a.code }),
                    )
                  }
                />
                {!a.concept && (suggestions.get(a.code)?.length ?? 0) > 0 && entityId && (
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
                              () => patchAccount(entityId, a.code, { concept: s.concept, version: a.version }),
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
      {shown.length < rows.length && (
        <Button variant="secondary" onPress={() => setLimit((n) => n + ROWS_AT_ONCE)}>
          {t('showMore', { more: Math.min(ROWS_AT_ONCE, rows.length - shown.length) })}
        </Button>
      )}
    </>
  );
}
