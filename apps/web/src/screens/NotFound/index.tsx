import { LinkButton, Inline, Text } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import * as styles from './notFound.css';
import { Panel } from '../../features/shell/Panel';

/** Any route the product does not have (the specification: a missing route raises a not-found error). */
export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Panel className={styles.box}>
      <h1>{t('title.not_found')}</h1>
      <p>{t('not_found_message')}</p>
      <Text as="p" tone="muted">
        <code>{pathname}</code>
      </Text>
      <Inline as="p" space="sm">
        <LinkButton href="/">{t('go_home')}</LinkButton>
        <LinkButton variant="secondary" href="/overview">
          {t('shell:back_to_dashboard')}
        </LinkButton>
      </Inline>
    </Panel>
  );
}
