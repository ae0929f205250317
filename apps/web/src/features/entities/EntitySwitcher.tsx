import { Button, PopoverDialog } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { entityName, useCurrentEntity } from './EntityContext';

/** Top-bar control: the current entity, the others to switch to, and a way to add one. */
export function EntitySwitcher() {
  const { t, i18n } = useTranslation('entities');
  const { entities, current, setCurrentId, isLoading } = useCurrentEntity();
  const name = current ? entityName(current, i18n.language) : isLoading ? t('loading') : t('none');
  return (
    <PopoverDialog
      aria-label={t('switch_to')}
      placement="bottom start"
      className="top-pop"
      trigger={
        <Button variant="secondary" className="entity-btn" aria-label={t('switcher_label', { name })}>
          <span>{name}</span>
        </Button>
      }
    >
      {({ close }) => (
        <>
          <p className="muted" style={{ margin: '4px 10px' }}>
            {t('switch_to')}
          </p>
          <ul>
            {(entities ?? []).map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  aria-current={e.id === current?.id ? 'true' : undefined}
                  onClick={() => {
                    setCurrentId(e.id);
                    close();
                  }}
                >
                  {entityName(e, i18n.language)}
                  <span className="visually-hidden">{e.id === current?.id ? ` (${t('current')})` : ''}</span>
                </button>
              </li>
            ))}
            {entities && entities.length === 0 ? <li className="muted">{t('none_yet')}</li> : null}
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
