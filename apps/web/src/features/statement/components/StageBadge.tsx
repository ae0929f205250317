import { Box } from '@dfr/ui';
import type { StatementStage } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../shell/Feedback';
import { StatementUI } from './StatementUI';

/** The statement's stage as @dfr/ui's StatusBadge (colour and dot from the theme), named as the shell names every status. */
export function StageBadge({ stage, label = true }: { stage: StatementStage; label?: boolean }) {
  const { t } = useTranslation('statement');
  return (
    <StatementUI inline>
      <Box as="span" display="inline-flex" alignItems="center" gap="xs" data-stage={stage}>
        {label && <span>{t('stage.label')}</span>} <StatusBadge status={stage} />
      </Box>
    </StatementUI>
  );
}
