import { Button } from '@dfr/ui';
import { ScopingQuestionsForm } from '@dfr/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../api/types';
import { patchEntity } from '../../features/entities/api';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { Panel } from '../../features/shell/Panel';
import { useConfirmWord } from '../../features/shell/useConfirmWord';
import * as styles from './onboarding.css';
import { loadScoping, type Scoping, scopingKey } from './scoping';

/** The second step: the scoping questions, saved on this device and, for the entity's own answers, on the entity. */
export function ScopingStep({ entity, onBack, onNext }: { entity: Entity; onBack: () => void; onNext: () => void }) {
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
