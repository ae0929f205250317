import { Alert, useToast } from '@dfr/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, send } from '../../api/hooks';
import { entityName, useCurrentEntity } from '../../features/entities/EntityContext';
import { EmptyState, ErrorNotice, Skeleton, useErrorMessage } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';

/** `/connect`: connect the current entity to its institute (the entity's institute id). */
export default function Connect() {
  const { t, i18n } = useTranslation(['entities', 'common']);
  const { current, isLoading, error, reload } = useCurrentEntity();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [instituteId, setInstituteId] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => setInstituteId(current?.instituteId ?? ''), [current?.instituteId]);

  const save = async (value: string | null) => {
    if (!current) return;
    setPending(true);
    setFormError(null);
    try {
      await send('PATCH', paths.entity(current.id), { version: current.version, instituteId: value });
      await reload();
      if (value) toast(t('connect_page.connected'));
    } catch (err) {
      setFormError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!instituteId.trim()) {
      setFormError(t('required'));
      return;
    }
    void save(instituteId.trim());
  };

  return (
    <Page title={t('common:title.connect')} description={t('connect_page.intro')}>
      {isLoading ? (
        <Skeleton />
      ) : error ? (
        <ErrorNotice error={error} onRetry={() => void reload()} />
      ) : !current ? (
        <EmptyState
          title={t('none')}
          action={
            <Link className="btn" to="/onboarding">
              {t('add')}
            </Link>
          }
        >
          {t('connect_page.no_entity')}
        </EmptyState>
      ) : (
        <form className="card" onSubmit={submit} noValidate style={{ maxWidth: 640 }}>
          <h2>{entityName(current, i18n.language)}</h2>
          <p role="status">
            {current.instituteId
              ? t('connect_page.current', { id: current.instituteId })
              : t('connect_page.not_connected')}
          </p>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <div className="field">
            <label htmlFor="connect-institute">{t('connect_page.institute_id')}</label>
            <input
              id="connect-institute"
              value={instituteId}
              aria-describedby="connect-hint"
              aria-invalid={formError ? true : undefined}
              onChange={(e) => setInstituteId(e.target.value)}
            />
            <span className="hint" id="connect-hint">
              {t('connect_page.institute_hint')}
            </span>
          </div>
          <div className="btn-row" style={{ marginTop: 14 }}>
            <button className="btn" type="submit" disabled={pending}>
              {t('connect_page.submit')}
            </button>
            {current.instituteId ? (
              <button className="btn btn-secondary" type="button" disabled={pending} onClick={() => void save(null)}>
                {t('connect_page.disconnect')}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </Page>
  );
}
