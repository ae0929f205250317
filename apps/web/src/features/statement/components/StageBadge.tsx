import type { StatementStage } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';

/** The statement's stage as a labelled badge (status colours come from the theme through the class name). */
export function StageBadge({ stage }: { stage: StatementStage }) {
  const { t } = useTranslation('statement');
  return (
    <p className={`dfr-stage dfr-stage-${stage}`}>
      <span>{t('stage.label')}</span> <strong>{t(`stage.${stage}`)}</strong>
    </p>
  );
}
