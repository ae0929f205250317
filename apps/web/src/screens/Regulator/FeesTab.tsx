import { ENTITY_SIZES } from '@dfr/forms/rules';
import { Button, useLang, Text } from '@dfr/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, formatNumber, formatYear } from '../../features/dashboard/format';
import { type FeeScheduleRow, useFeeSchedules } from '../../features/regulator/api';
import { useRegulatorCan } from '../../features/regulator/staff-api';
import { DeskTable } from './DeskTable';
import { FeeScheduleDialog } from './FeeScheduleDialog';

/**
 * The fee schedule (finance staff): every version, the one in effect marked, older ones kept as history; "Change"
 * writes a new version from the one shown.
 */
export function FeesTab() {
  const canChange = useRegulatorCan('finance');
  const { t } = useTranslation('regulator');
  const lang = useLang();
  const list = useFeeSchedules();
  const [editing, setEditing] = useState<FeeScheduleRow | null>(null);
  const khr = (n: number | undefined) => (n === undefined ? '—' : formatAmount(n, lang, 'KHR'));
  return (
    <>
      <Text as="p" tone="muted">
        {t('fees.intro')}
      </Text>
      <DeskTable
        list={{ ...list, data: list.data?.schedules }}
        error={null}
        caption={t('tab.fees')}
        columns={[
          t('fees.from_year'),
          t('fees.version'),
          ...ENTITY_SIZES.map((size) => t('fees.size_column', { size: t(`fees.size.${size}`) })),
          t('fees.changed'),
          t('actions'),
        ]}
        getRowId={(r) => r.id}
        rowProps={(r) => ({ 'data-from-year': String(r.fromYear), 'data-current': r.current ? 'true' : 'false' })}
        cells={(r) => [
          t('fees.from', { year: formatYear(r.fromYear, lang) }),
          <>
            {formatNumber(r.version, lang)}{' '}
            {r.id === list.data?.inEffect?.id ? <strong>{t('fees.in_effect')}</strong> : null}
          </>,
          ...ENTITY_SIZES.map((size) => (
            <div key={size}>
              {khr(r.fees[size]?.amount)}
              {r.fees[size]?.auditedAmount !== undefined ? (
                <Text as="div" tone="muted">
                  {t('fees.audited', { amount: khr(r.fees[size]?.auditedAmount) })}
                </Text>
              ) : null}
            </div>
          )),
          <div key="changed">
            {formatDate(r.createdAt, lang)}
            {r.createdBy === 'system' ? (
              <Text as="div" tone="muted">
                {t('fees.seeded')}
              </Text>
            ) : null}
          </div>,
          r.current && canChange ? (
            <Button key="change" size="sm" variant="secondary" onPress={() => setEditing(r)}>
              {t('fees.change')}
            </Button>
          ) : (
            <Text tone="muted" key="history">
              {t('fees.history')}
            </Text>
          ),
        ]}
      >
        {editing && (
          <FeeScheduleDialog from={editing} onClose={() => setEditing(null)} onChanged={() => list.mutate()} />
        )}
      </DeskTable>
    </>
  );
}
