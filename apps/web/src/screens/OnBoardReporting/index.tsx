import type { StatementSettings } from '@dfr/statement-engine';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { createStatement, patchStatement } from '../../features/statement/api';
import { ErrorNotice } from '../../features/statement/components/ErrorNotice';
import { defaultSettings, SettingsForm } from '../../features/statement/components/SettingsForm';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { Page } from '../../features/shell/Page';
import { useConfirmWord } from '../../features/shell/useConfirmWord';
import { useStatement, useStatements } from '../../features/statement/hooks';
import { isEditable } from '../../features/statement/stages';

/** `/on_board_reporting/:id?`: start new financial statements, or change the settings of statement `id`. */
export default function OnBoardReporting() {
  const { t } = useTranslation(['statement', 'common']);
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const { current: entity, error: entityError, isLoading } = useCurrentEntity();
  const statements = useStatements(entity?.id);
  const existing = useStatement(id);
  const takenYears = (statements.data ?? []).map((s) => s.reportingYear);
  const confirmWord = useConfirmWord();

  if (entityError) {
    return (
      <Page title={t('new.title')}>
        <ErrorNotice error={entityError} />
      </Page>
    );
  }
  if (!isLoading && !entity) {
    return (
      <Page title={t('new.title')}>
        <p>{t('new.noEntity')}</p>
        <Link to="/onboarding">{t('new.createEntity')}</Link>
      </Page>
    );
  }
  if (!entity || !statements.data || (id && !existing.data && !existing.error)) {
    return (
      <Page title={id ? t('settings.title') : t('new.title')}>
        <p role="status">{t('loading')}</p>
      </Page>
    );
  }
  const record = existing.data;
  const nextYear = (() => {
    const thisYear = new Date().getFullYear();
    for (let y = thisYear - 1; y > thisYear - 9; y--) if (!takenYears.includes(y)) return y;
    return thisYear;
  })();
  const submit = async (settings: StatementSettings) => {
    if (record) {
      // An update: the word "confirm" typed first (closing the dialog saves nothing).
      const confirm = await confirmWord.ask({
        title: t('common:confirmUpdate.title'),
        actionLabel: t('common:confirmUpdate.action'),
        message: t('common:confirmUpdate.statement'),
      });
      if (!confirm) return;
      const next = await patchStatement(record.id, record.version, settings, confirm);
      await existing.mutate(next);
      navigate(`/reporting/${next.id}`);
    } else {
      const created = await createStatement(entity.id, settings);
      await statements.mutate();
      navigate(`/reporting/${created.id}`);
    }
  };
  return (
    <Page title={record ? t('settings.titleWithYear', { year: record.reportingYear }) : t('new.title')}>
      <p>{record ? t('settings.intro') : t('new.intro')}</p>
      {existing.error ? <ErrorNotice error={existing.error} missingIsForbidden /> : null}
      <SettingsForm
        key={record?.id ?? 'new'}
        initial={record ? { ...defaultSettings(record.reportingYear), ...record.settings } : defaultSettings(nextYear)}
        takenYears={takenYears}
        existing={Boolean(record)}
        disabled={record ? !isEditable(record.stage) : false}
        submitLabel={record ? t('settings.save') : t('new.create')}
        onSubmit={submit}
        focusField={search.get('field') ?? undefined}
      />
      {confirmWord.dialog}
    </Page>
  );
}
