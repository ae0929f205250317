import { Button, useLang, visuallyHidden } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatYear } from '../../features/dashboard/format';
import { type ComplianceRow, isSuspended, setEligible, useDeskCompliance } from '../../features/regulator/api';
import { useRegulatorCan } from '../../features/regulator/staff-api';
import { StatusBadge } from '../../features/shell/Feedback';
import { DeskFilters, DeskPager, useDeskQuery } from './DeskFilters';
import { DeskTable, nameOf } from './DeskTable';

const COMPLIANCE_SORTS = ['entity', 'registration'] as const;
const COMPLIANCE_COLUMNS = [
  'entity',
  'credentials.registration',
  'compliance.eligible',
  'compliance.years',
  'actions',
] as const;

/** Compliance across entities: each one's years, deadlines and overdue marks; suspend or restore eligibility. */
export function ComplianceTab() {
  const { t } = useTranslation(['regulator', 'shell']);
  const lang = useLang();
  const state = useDeskQuery();
  const list = useDeskCompliance(state.query);
  // Deciding is a reviewer's (issue 32: the one capability table); other staff read the list.
  const mayDecide = useRegulatorCan('review');
  const [error, setError] = useState<unknown>(null);
  const toggle = async (e: ComplianceRow) => {
    setError(null);
    try {
      await setEligible(e.entityId, isSuspended(e));
      await list.mutate();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <>
      <DeskFilters
        state={state}
        statuses={{ name: 'overdue', ids: ['true'], label: () => t('shell:status.overdue') }}
        counts={list.data?.counts ? { true: list.data.counts.overdue } : undefined}
        sorts={COMPLIANCE_SORTS}
      />
      <DeskTable
        list={{ ...list, data: list.data?.entities }}
        none={t('compliance.none')}
        error={error}
        caption={t('tab.compliance')}
        columns={COMPLIANCE_COLUMNS.map((key) => t(key))}
        getRowId={(e) => e.entityId}
        cells={(e) => [
          nameOf(lang, e.nameEn, e.nameKh),
          e.registrationNumber,
          e.eligibility.eligible ? t('compliance.yes') : t(`compliance.reason.${e.eligibility.reason}`),
          e.years.map((y) => (
            <div key={y.year} data-overdue={y.overdue || undefined}>
              {formatYear(y.year, lang)}: {t(`compliance.submission.${y.submission}`)} ·{' '}
              {t('compliance.deadline', { date: formatDate(y.deadline, lang) })}
              {y.overdue ? (
                <>
                  {' '}
                  <StatusBadge status="overdue" />
                </>
              ) : null}
            </div>
          )),
          mayDecide ? (
            <Button
              key="toggle"
              size="sm"
              variant={isSuspended(e) ? 'secondary' : 'danger'}
              onPress={() => void toggle(e)}
            >
              {isSuspended(e) ? t('compliance.restore') : t('compliance.suspend')}
              <span className={visuallyHidden}> {nameOf(lang, e.nameEn, e.nameKh)}</span>
            </Button>
          ) : null,
        ]}
      >
        <DeskPager state={state} total={list.data?.total} next={list.data?.next} />
      </DeskTable>
    </>
  );
}
