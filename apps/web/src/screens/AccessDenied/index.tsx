import { Alert, LinkButton, Inline } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Page } from '../../features/shell/Page';
import * as styles from './accessDenied.css';

/** The specification's access-denied page. */
export default function AccessDenied() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.access_denied')}>
      <Alert tone="warning" live>
        {t('access_denied_message')}
      </Alert>
      <Inline as="p" space="sm" className={styles.actions}>
        <LinkButton href="/overview">{t('shell:back_to_dashboard')}</LinkButton>
        <LinkButton variant="secondary" href="/resources">
          {t('shell:nav.resources')}
        </LinkButton>
      </Inline>
    </Page>
  );
}
