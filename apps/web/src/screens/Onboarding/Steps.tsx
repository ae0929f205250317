import { Stepper } from '@dfr/ui';
import { useTranslation } from 'react-i18next';

const STEPS = ['credential', 'scoping', 'start'] as const;

/**
 * The steps (@dfr/ui's Stepper), the current one marked, shown from the start: registering the entity is the first
 * (done once the user has one), then the three of `STEPS`.
 */
export function Steps({ step, creating }: { step: number; creating: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stepper
      aria-label={t('steps_label')}
      currentStep={creating ? 'entity' : STEPS[step]}
      steps={[
        { id: 'entity', label: t('entity.title') },
        ...STEPS.map((s) => ({ id: s, label: t(`step.${s}.title`) })),
      ]}
    />
  );
}
