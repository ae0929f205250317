import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../dashboard/format';
import type { StatementRecord } from '../types';
import * as css from '../layout.css';

const STEPS = ['preparedBy', 'finalizedBy', 'validatedBy', 'approvedBy', 'submittedBy'] as const;

/** Who did each lifecycle step and when (the API's role stamps), in the interface language. */
export function RoleStamps({ statement }: { statement: StatementRecord }) {
  const { t, i18n } = useTranslation('statement');
  const stamps = STEPS.flatMap((step) => {
    const stamp = statement.roles?.[step];
    return stamp?.at
      ? [{ step, email: stamp.email ?? t('stamps.someone'), at: formatDateTime(stamp.at, i18n.language) }]
      : [];
  });
  if (!stamps.length) return null;
  return (
    <ul className={css.stamps} aria-label={t('stamps.label')}>
      {stamps.map((s) => (
        <li key={s.step}>{t(`stamps.${s.step}`, { email: s.email, date: s.at })}</li>
      ))}
    </ul>
  );
}
