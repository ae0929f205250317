import { Button, PopoverDialog, visuallyHidden, Text } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { entityName, useCurrentEntity } from './EntityContext';
import type { OpenState } from '../shell/Deferred';
import { popNote, topPop } from '../shell/shell.css';
import { EntityButton } from './EntityButton';
import * as styles from './entities.css';

/** Top-bar control: the current entity, the others to switch to, and a way to add one. */
export function EntitySwitcher(open: Partial<OpenState>) {
  const { t, i18n } = useTranslation('entities');
  const { entities, current, setCurrentId } = useCurrentEntity();
  return (
    <PopoverDialog
      {...open}
      aria-label={t('switch_to')}
      placement="bottom start"
      className={topPop}
      trigger={<EntityButton />}
    >
      {({ close }) => (
        <>
          <p className={popNote}>{t('switch_to')}</p>
          <ul>
            {(entities ?? []).map((e) => (
              <li key={e.id}>
                <Button
                  variant="ghost"
                  fullWidth
                  className={styles.choice}
                  data-current={e.id === current?.id ? 'true' : undefined}
                  onPress={() => {
                    setCurrentId(e.id);
                    close();
                  }}
                >
                  {entityName(e, i18n.language)}
                  <span className={visuallyHidden}>{e.id === current?.id ? ` (${t('current')})` : ''}</span>
                </Button>
              </li>
            ))}
            {entities && entities.length === 0 ? (
              <Text as="li" tone="muted">
                {t('none_yet')}
              </Text>
            ) : null}
          </ul>
          <hr />
          <ul>
            <li>
              <Link to="/onboarding?new=1" onClick={close}>
                {t('add')}
              </Link>
            </li>
            <li>
              <Link to="/settings" onClick={close}>
                {t('info')}
              </Link>
            </li>
            <li>
              <Link to="/connect" onClick={close}>
                {t('connect')}
              </Link>
            </li>
          </ul>
        </>
      )}
    </PopoverDialog>
  );
}
