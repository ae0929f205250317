import { roleCan } from '@dfr/forms/rules';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../features/audit/AuditTrail';
import { entityName, useCurrentEntity } from '../../features/entities/EntityContext';
import { EmptyState } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';

/** `/audit`: the current entity's audit trail, for its administrators (issue 32). */
export default function Audit() {
  const { t, i18n } = useTranslation('audit');
  const { current } = useCurrentEntity();
  const admin = current ? roleCan(current.role, 'manageEntity') : false;
  return (
    <Page
      title={t('title')}
      description={current ? t('intro', { name: entityName(current, i18n.language) }) : undefined}
    >
      {current && admin ? (
        <AuditTrail entityId={current.id} />
      ) : current ? (
        <EmptyState title={t('staff_only')} />
      ) : null}
    </Page>
  );
}
