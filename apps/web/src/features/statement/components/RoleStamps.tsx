import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../dashboard/format';
import type { StatementRecord } from '../types';
import * as css from './RoleStamps.css';

type Step = keyof NonNullable<StatementRecord['roles']>;
/**
 * The API's role stamps in the order the steps happen: keyed by the stamps the API's answer declares, so a stamp it
 * adds or renames fails the type-check here instead of going unshown.
 */
const ORDER: Record<Step, number> = { preparedBy: 0, finalizedBy: 1, validatedBy: 2, approvedBy: 3, submittedBy: 4 };
const STEPS = (Object.keys(ORDER) as Step[]).sort((a, b) => ORDER[a] - ORDER[b]);

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
