import { Button } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import type { StandInHandlers } from '../shell/Deferred';
import { entityButton } from '../shell/shell.css';
import { entityName, useCurrentEntity } from './EntityContext';

/** The top bar's button naming the current entity (the entity switcher's trigger, and its stand-in until it loads). */
export function EntityButton(handlers: Partial<StandInHandlers>) {
  const { t, i18n } = useTranslation('entities');
  const { current, isLoading } = useCurrentEntity();
  const name = current ? entityName(current, i18n.language) : isLoading ? t('loading') : t('none');
  return (
    <Button
      variant="secondary"
      className={entityButton}
      aria-label={t('switcher_label', { name })}
      // What the popover's trigger says before its code is here (the real trigger gets them from DialogTrigger).
      {...(handlers.onPress ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, ...handlers } : {})}
    >
      <span>{name}</span>
    </Button>
  );
}
