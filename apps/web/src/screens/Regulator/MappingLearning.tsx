import { Switch, useToast } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { setMappingLearning, useMappingLearning } from '../../features/regulator/api';
import { useRegulatorCan } from '../../features/regulator/staff-api';
import { useErrorMessage } from '../../features/shell/errorMessages';

/** The regulator's switch of the mapping assistant's learning from accepted filings (issue 36). */
export function MappingLearning() {
  const { t } = useTranslation('regulator');
  const toast = useToast();
  const errorText = useErrorMessage();
  const learning = useMappingLearning();
  // The switch is the administrators' (issue 32); other staff are not offered it.
  const mayChange = useRegulatorCan('administer');
  if (learning.data === undefined || !mayChange) return null;
  return (
    <Switch
      isSelected={learning.data}
      onChange={(enabled) =>
        void setMappingLearning(enabled).then(
          (r) => {
            void learning.mutate(r.enabled, { revalidate: false });
            toast.success(t(r.enabled ? 'learning.on' : 'learning.off'));
          },
          (e) => toast.error(errorText(e)),
        )
      }
    >
      {t('learning.label')}
    </Switch>
  );
}
