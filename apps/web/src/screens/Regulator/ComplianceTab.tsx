import { Button, useLang, visuallyHidden } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatYear } from '../../features/dashboard/format';
import { type ComplianceRow, isSuspended, setEligible, useDeskCompliance } from '../../features/regulator/api';
import { StatusBadge } from '../../features/shell/Feedback';
import { DeskTable, nameOf } from './DeskTable';

const COMPLIANCE_COLUMNS = [
  'entity',
  'credentials.registration',
  'compliance.eligible',
  'compliance.years',
  'actions',
] as const;

/** Compliance across entities: each one's years, deadlines and overdue marks; suspend or restore eligibility. */
export function ComplianceTab() {
  const { t } = useTranslation('regulator');
  const lang = useLang();
  const list = useDeskCompliance();
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
    <DeskTable
      list={list}
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
        <Button key="toggle" size="sm" variant={isSuspended(e) ? 'secondary' : 'danger'} onPress={() => void toggle(e)}>
          {isSuspended(e) ? t('compliance.restore') : t('compliance.suspend')}
          <span className={visuallyHidden}> {nameOf(lang, e.nameEn, e.nameKh)}</span>
        </Button>,
      ]}
    ></DeskTable>
  );
}
