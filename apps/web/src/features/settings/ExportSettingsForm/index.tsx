import { ExportSettingsForm as ExportSettingsFields } from '@dfr/forms';
import { roleCan } from '@dfr/forms/rules';
import { Card } from '@dfr/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, call, param } from '../../../api/client';
import { useApi } from '../../../api/hooks';
import type { Entity, ExportSettings } from '../../../api/types';
import { ErrorNotice, Skeleton } from '../../shell/Feedback';

const exportSettings = api.api.entities[':entityId']['export-settings'];

/** The settings as the form edits them: texts for the header and footer (empty = none). */
const valuesOf = (s: ExportSettings): Record<string, unknown> => ({
  ...s,
  header: s.header ?? '',
  footer: s.footer ?? '',
});

/**
 * The entity's export settings (page size, orientation, margin, header, footer, page numbers, main colour, document
 * language), kept by the API (`version` 0 until the first save), on @dfr/forms' ExportSettingsForm: the rules before
 * sending, the server's field errors on their fields, a stale save offers the latest settings. The super admin and
 * admins save; everyone else reads.
 */
export function ExportSettingsForm({ entity }: { entity: Entity }) {
  const { t } = useTranslation('settings');
  const settings = useApi(['export-settings', entity.id], () =>
    call(exportSettings.$get({ param: param({ entityId: entity.id }) })),
  );
  // The form starts again from the server's settings only when the user asks for the latest ones.
  const [generation, setGeneration] = useState(0);
  if (settings.error && !settings.data)
    return <ErrorNotice error={settings.error} onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <Skeleton lines={6} label={t('export.loading')} />;
  return (
    <ExportForm
      key={generation}
      entity={entity}
      saved={settings.data}
      onSaved={(next) => settings.mutate(next, { revalidate: false })}
      reload={async () => {
        await settings.mutate();
        setGeneration((g) => g + 1);
      }}
    />
  );
}

function ExportForm({
  entity,
  saved,
  onSaved,
  reload,
}: {
  entity: Entity;
  saved: ExportSettings;
  onSaved: (next: ExportSettings) => unknown;
  reload: () => unknown;
}) {
  const { t } = useTranslation('settings');
  const canEdit = roleCan(entity.role ?? '', 'manageEntity');
  // The version this form's input is based on: the one read, then each save's.
  const version = useRef(saved.version);
  const [initial] = useState(() => valuesOf(saved));
  return (
    <Card title={t('tab.export')} description={t('export.intro')}>
      {canEdit ? null : <p>{t('read_only')}</p>}
      <ExportSettingsFields
        aria-label={t('tab.export')}
        defaultValues={initial}
        isDisabled={!canEdit}
        invalidMessage={t('export.fix')}
        savedMessage={t('export.saved')}
        submitLabel={t('export.save')}
        reloadLabel={t('export.load_latest')}
        onReloadLatest={reload}
        onSubmit={async (data) => {
          const next = await call(
            exportSettings.$put({ param: param({ entityId: entity.id }), json: { ...data, version: version.current } }),
          );
          version.current = next.version;
          await onSaved(next);
        }}
      />
    </Card>
  );
}
