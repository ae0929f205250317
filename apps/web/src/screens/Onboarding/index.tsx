import { useToast } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { createEntity } from '../../features/entities/api';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { EntityForm } from '../../features/entities/EntityForm';
import { ErrorNotice, Skeleton } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { Panel } from '../../features/shell/Panel';
import { CredentialStep } from './CredentialStep';
import { ScopingStep } from './ScopingStep';
import { StartStep } from './StartStep';
import { Steps } from './Steps';

/** `/onboarding`: request an e-filing access credential, answer the scoping questions, start the first statement. */
export default function Onboarding() {
  const { t } = useTranslation(['onboarding', 'entities', 'common']);
  const { current, entities, isLoading, error, reload, setCurrentId } = useCurrentEntity();
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const step = Math.min(2, Math.max(0, Number(params.get('step') ?? 1) - 1));
  const creating = params.get('new') === '1' || (!isLoading && !error && (entities?.length ?? 0) === 0);
  const go = (n: number) => {
    setParams({ step: String(n + 1) });
    window.scrollTo({ top: 0 });
  };

  return (
    <Page title={t('title')} description={t('intro')}>
      <Steps step={step} creating={creating} />
      {isLoading ? (
        <Skeleton lines={6} />
      ) : error ? (
        <ErrorNotice error={error} onRetry={() => void reload()} />
      ) : creating ? (
        <Panel as="section" aria-labelledby="ob-entity">
          <h2 id="ob-entity">{t('entity.title')}</h2>
          <p>{t('entity.intro')}</p>
          <EntityForm
            submitLabel={t('entity.submit')}
            onSubmit={async (values) => {
              const created = await createEntity(values);
              toast(t('entities:created'));
              await reload();
              if (created?.id) setCurrentId(created.id);
              setParams({ step: '1' });
            }}
          />
        </Panel>
      ) : current ? (
        step === 0 ? (
          <CredentialStep entity={current} onNext={() => go(1)} />
        ) : step === 1 ? (
          <ScopingStep entity={current} onBack={() => go(0)} onNext={() => go(2)} />
        ) : (
          <StartStep entity={current} onBack={() => go(1)} />
        )
      ) : null}
    </Page>
  );
}
