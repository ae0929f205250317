import { roleCan } from '@dfr/forms/rules';
import { useToast, LinkButton, Text } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { patchEntity } from '../../features/entities/api';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { EntityForm } from '../../features/entities/EntityForm';
import { ExportSettingsForm } from '../../features/settings/ExportSettingsForm';
import { InvoicesPanel, SubscriptionPanel } from '../../features/invoices/InvoicesPanel';
import { RatesPanel } from '../../features/settings/RatesPanel';
import { EmptyState, ErrorNotice, Skeleton } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { useConfirmWord } from '../../features/shell/useConfirmWord';
import { UrlTabs } from '../../features/shell/UrlTabs';
import { UsersPanel } from '../../features/users/UsersPanel';
import { Panel } from '../../features/shell/Panel';

const TABS = ['company', 'users', 'currencies', 'export', 'invoices', 'subscription'] as const;

/** `/settings`: company reporting information, in tabs. */
export default function Settings() {
  const { t } = useTranslation(['settings', 'common', 'entities']);
  const { current, isLoading, error, reload } = useCurrentEntity();
  const toast = useToast();
  const canEdit = roleCan(current?.role ?? '', 'manageEntity');
  const confirmWord = useConfirmWord();

  return (
    <Page title={t('common:title.company_reporting_information')} description={t('intro')}>
      {isLoading ? (
        <Skeleton lines={6} />
      ) : error ? (
        <ErrorNotice error={error} onRetry={() => void reload()} />
      ) : !current ? (
        <EmptyState
          title={t('entities:none')}
          action={<LinkButton href="/onboarding">{t('entities:add')}</LinkButton>}
        />
      ) : (
        <UrlTabs
          label={t('tabs_label')}
          ids={TABS}
          labelOf={(id) => t(`tab.${id}`)}
          panel={(id) => {
            switch (id) {
              case 'company':
                return (
                  <Panel>
                    {canEdit ? null : (
                      <Text as="p" tone="muted">
                        {t('read_only')}
                      </Text>
                    )}
                    <EntityForm
                      key={`${current.id}-${current.version}`}
                      initial={current}
                      readOnly={!canEdit}
                      submitLabel={t('save')}
                      onSubmit={async (values) => {
                        // An update: the word "confirm" typed first (closing the dialog saves nothing).
                        const confirm = await confirmWord.ask({
                          title: t('common:confirmUpdate.title'),
                          actionLabel: t('common:confirmUpdate.action'),
                          message: t('common:confirmUpdate.entity'),
                        });
                        if (!confirm) return;
                        await patchEntity(current.id, { ...values, version: current.version }, confirm);
                        await reload();
                        toast(t('entities:saved'));
                      }}
                    />
                    {confirmWord.dialog}
                  </Panel>
                );
              case 'users':
                return <UsersPanel />;
              case 'currencies':
                return <RatesPanel />;
              case 'export':
                return <ExportSettingsForm key={current.id} entity={current} />;
              case 'invoices':
                return <InvoicesPanel entity={current} />;
              default:
                return <SubscriptionPanel entity={current} />;
            }
          }}
        />
      )}
    </Page>
  );
}
