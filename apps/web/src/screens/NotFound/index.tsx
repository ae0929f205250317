import { LinkButton } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { actions, card, muted } from '../../features/shell/layout.css';
import * as styles from './notFound.css';

/** Any route the product does not have (the specification: a missing route raises a not-found error). */
export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={`${card} ${styles.box}`}>
      <h1>{t('title.not_found')}</h1>
      <p>{t('not_found_message')}</p>
      <p className={muted}>
        <code>{pathname}</code>
      </p>
      <p className={actions}>
        <LinkButton href="/">{t('go_home')}</LinkButton>
        <LinkButton variant="secondary" href="/overview">
          {t('shell:back_to_dashboard')}
        </LinkButton>
      </p>
    </div>
  );
}
