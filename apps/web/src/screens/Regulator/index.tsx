import { type RegulatorCapability, regulatorCan } from '@dfr/forms/rules';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { EmptyState } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { UrlTabs } from '../../features/shell/UrlTabs';
import { AuditTab } from './AuditTab';
import { ComplianceTab } from './ComplianceTab';
import { CredentialsTab } from './CredentialsTab';
import { FeesTab } from './FeesTab';
import { InvoicesTab } from './InvoicesTab';
import { MappingLearning } from './MappingLearning';
import { PoliciesTab } from './PoliciesTab';
import { StaffTab } from './StaffTab';
import { StatisticsTab } from './StatisticsTab';
import { SubmissionsTab } from './SubmissionsTab';

const TABS = [
  'submissions',
  'credentials',
  'compliance',
  'invoices',
  'fees',
  'statistics',
  'audit',
  'policies',
  'staff',
] as const;
const PANELS: Record<(typeof TABS)[number], () => React.JSX.Element | null> = {
  submissions: SubmissionsTab,
  credentials: CredentialsTab,
  compliance: ComplianceTab,
  invoices: InvoicesTab,
  fees: FeesTab,
  statistics: StatisticsTab,
  audit: AuditTab,
  policies: PoliciesTab,
  staff: StaffTab,
};
/** Tabs only some roles see (issue 32: the one capability table). */
const TAB_CAPABILITY: Partial<Record<(typeof TABS)[number], RegulatorCapability>> = { staff: 'administer' };

/**
 * `/regulator`: the regulator's desk (regulator staff): submissions to decide, credential requests, compliance, the
 * fees invoiced across entities, the fee schedule. Each tab and dialog is a file of this folder.
 */
export default function Regulator() {
  const { t } = useTranslation('regulator');
  const me = useMe();
  if (me.data && !me.data.regulator)
    return (
      <Page title={t('title')}>
        <EmptyState title={t('staff_only')} />
      </Page>
    );
  return (
    <Page title={t('title')} description={t('intro')}>
      <MappingLearning />
      <UrlTabs
        label={t('tabs_label')}
        ids={
          TABS.filter((id) => {
            const needs = TAB_CAPABILITY[id];
            return !needs || regulatorCan(me.data?.regulatorRoles, needs);
          }) as unknown as typeof TABS
        }
        labelOf={(id) => t(`tab.${id}`)}
        panel={(id) => {
          const Panel = PANELS[id];
          return <Panel />;
        }}
      />
    </Page>
  );
}
