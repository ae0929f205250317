import { useTranslation } from 'react-i18next';
import { entityName, useCurrentEntity } from '../../features/entities/EntityContext';
import { Page } from '../../features/shell/Page';
import { UsersPanel } from '../../features/users/UsersPanel';

/** `/users`: who may work on the current entity, and in which role. */
export default function Users() {
  const { t, i18n } = useTranslation(['users', 'common']);
  const { current } = useCurrentEntity();
  return (
    <Page
      title={t('common:title.users')}
      description={current ? t('intro', { name: entityName(current, i18n.language) }) : undefined}
    >
      <UsersPanel />
    </Page>
  );
}
