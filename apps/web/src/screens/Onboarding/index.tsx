import { Button, LinkButton, StaticTable, Stepper, useToast, Inline, Text } from '@dfr/ui';
import { useId } from 'react';
import { CredentialRequestForm, ScopingQuestionsForm } from '@dfr/forms';
import { frameworkFor, SCOPING_DEFAULTS, type ScopingAnswers } from '@dfr/forms/rules';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCredentialRequests, useMe } from '../../api/hooks';
import { useConfirmWord } from '../../features/shell/useConfirmWord';
import { createEntity, patchEntity, requestCredential } from '../../features/entities/api';
import type { Entity } from '../../api/types';
import { formatDate } from '../../features/dashboard/format';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { EntityForm } from '../../features/entities/EntityForm';
import { ErrorNotice, Skeleton, StatusBadge } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import * as styles from './onboarding.css';
import { Panel } from '../../features/shell/Panel';

/** The scoping answers that decide the statements' shape; they prefill the new-statements screen. */
export type Scoping = ScopingAnswers;

const scopingKey = (entityId: string) => `dfr.scoping.${entityId}`;

export function loadScoping(entity: Entity): Scoping {
  let saved: Partial<Scoping> = {};
  try {
    saved = JSON.parse(localStorage.getItem(scopingKey(entity.id)) ?? '{}');
  } catch {
    // ignore unreadable local data
  }
  return {
    ...SCOPING_DEFAULTS,
    framework: frameworkFor(entity.legalForm),
    size: (entity.size ?? 'small') as Scoping['size'],
    auditRequired: entity.auditRequired ?? false,
    legalForm: entity.legalForm as Scoping['legalForm'],
    ...saved,
  };
}

/** The query string the new-statements screen reads to prefill its settings. */
export function scopingQuery(s: Scoping): string {
  return new URLSearchParams({
    framework: s.framework,
    sfpType: s.sfpType,
    plType: s.plType,
    presentationCurrency: s.presentationCurrency,
    functionalCurrency: s.functionalCurrency,
    audited: String(s.auditRequired),
  }).toString();
}

const STEPS = ['credential', 'scoping', 'start'] as const;

/**
 * The steps (@dfr/ui's Stepper), the current one marked, shown from the start: registering the entity is the first
 * (done once the user has one), then the three of `STEPS`.
 */
function Steps({ step, creating }: { step: number; creating: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stepper
      aria-label={t('steps_label')}
      currentStep={creating ? 'entity' : STEPS[step]}
      steps={[
        { id: 'entity', label: t('entity.title') },
        ...STEPS.map((s) => ({ id: s, label: t(`step.${s}.title`) })),
      ]}
    />
  );
}

function CredentialStep({ entity, onNext }: { entity: Entity; onNext: () => void }) {
  const { t, i18n } = useTranslation('onboarding');
  const me = useMe();
  const requests = useCredentialRequests(entity.id);
  const toast = useToast();
  const uid = useId();
  const list = requests.data ?? [];
  return (
    <Panel as="section" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{t('step.credential.title')}</h2>
      <p>{t('step.credential.intro')}</p>
      <h3>{t('step.credential.requests')}</h3>
      {requests.isLoading ? (
        <Skeleton lines={2} />
      ) : requests.error ? (
        <ErrorNotice error={requests.error} onRetry={() => void requests.mutate()} />
      ) : list.length === 0 ? (
        <Text as="p" tone="muted">
          {t('step.credential.none')}
        </Text>
      ) : (
        <StaticTable
          caption={t('step.credential.requests')}
          className={styles.requests}
          rows={list}
          columns={[
            {
              id: 'createdAt',
              name: t('step.credential.requested_on'),
              isRowHeader: true,
              render: (r) => formatDate(r.createdAt, i18n.language),
            },
            {
              id: 'contact',
              name: t('step.credential.contactEmail'),
              render: (r) => r.contactEmail ?? r.contactName,
            },
            { id: 'status', name: t('step.credential.status'), render: (r) => <StatusBadge status={r.status} /> },
          ]}
        />
      )}
      <CredentialRequestForm
        key={`${list.length}-${me.data?.email ?? ''}`}
        defaultValues={{ registrationNumber: entity.registrationNumber ?? '', contactEmail: me.data?.email ?? '' }}
        submitLabel={list.length ? t('step.credential.again') : t('step.credential.submit')}
        onSubmit={async (values) => {
          await requestCredential(entity.id, values);
          toast(t('step.credential.sent'));
          await requests.mutate();
        }}
      />
      <Inline space="sm">
        <Button onPress={onNext}>{t('next')}</Button>
      </Inline>
      <Text as="p" tone="muted">
        {t('step.credential.later')}
      </Text>
    </Panel>
  );
}

function ScopingStep({ entity, onBack, onNext }: { entity: Entity; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation(['onboarding', 'entities', 'common']);
  const { reload } = useCurrentEntity();
  const uid = useId();
  const confirmWord = useConfirmWord();
  /** The answers are kept on this device (they prefill the first statement); the entity's own go to the entity. */
  const submit = async (answers: Scoping) => {
    // An update and a next step: the word "confirm" typed first (closing the dialog saves nothing).
    const confirm = await confirmWord.ask({
      title: t('common:confirmUpdate.title'),
      actionLabel: t('save_next'),
      message: t('common:confirmUpdate.scoping'),
    });
    if (!confirm) return;
    try {
      localStorage.setItem(scopingKey(entity.id), JSON.stringify(answers));
    } catch {
      // storage unavailable: the answers still go to the entity below
    }
    await patchEntity(
      entity.id,
      {
        version: entity.version,
        size: answers.size,
        auditRequired: answers.auditRequired,
        legalForm: answers.legalForm,
      },
      confirm,
    );
    await reload();
    onNext();
  };
  return (
    <Panel as="section" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{t('step.scoping.title')}</h2>
      <p>{t('step.scoping.intro')}</p>
      <div className={styles.scoping}>
        <ScopingQuestionsForm
          aria-label={t('step.scoping.title')}
          defaultValues={loadScoping(entity)}
          submitLabel={t('save_next')}
          describeAudit={(audited) => (audited ? t('scoping.deadline_audited') : t('scoping.deadline_unaudited'))}
          onSubmit={submit}
        />
        {confirmWord.dialog}
        <div className={styles.back}>
          <Button variant="secondary" onPress={onBack}>
            {t('back')}
          </Button>
        </div>
      </div>
    </Panel>
  );
}

function StartStep({ entity, onBack }: { entity: Entity; onBack: () => void }) {
  const { t } = useTranslation('onboarding');
  const s = loadScoping(entity);
  const uid = useId();
  return (
    <Panel as="section" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{t('step.start.title')}</h2>
      <p>{t('step.start.intro')}</p>
      <ul>
        <li>{t(`scoping.framework_${s.framework}`)}</li>
        <li>
          {t(`scoping.sfp_${s.sfpType}`)} · {t(`scoping.pl_${s.plType}`)}
        </li>
        <li>
          {t('step.start.currencies', { presentation: s.presentationCurrency, functional: s.functionalCurrency })}
        </li>
        <li>{s.auditRequired ? t('scoping.deadline_audited') : t('scoping.deadline_unaudited')}</li>
      </ul>
      <Inline space="sm">
        <Button variant="secondary" onPress={onBack}>
          {t('back')}
        </Button>
        <LinkButton href={`/on_board_reporting?${scopingQuery(s)}`}>{t('step.start.action')}</LinkButton>
        <Link to="/overview">{t('step.start.later')}</Link>
      </Inline>
    </Panel>
  );
}

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
