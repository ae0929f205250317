import { Button, Inline, LinkButton } from '@dfr/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Entity } from '../../api/types';
import { Panel } from '../../features/shell/Panel';
import { loadScoping, scopingQuery } from './scoping';

/** The last step: the answers in short, and the way to the first statement prefilled with them. */
export function StartStep({ entity, onBack }: { entity: Entity; onBack: () => void }) {
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
