import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Entity } from '../../api/types';
import { Panel } from '../../features/shell/Panel';
import { Terms } from '../../features/shell/Terms';
import * as styles from './overview.css';
import { useEntityNames } from './useEntityNames';

/** The entity's names, registration, legal form and province, and the way to edit them. */
export function EntityCard({ entity: current }: { entity: Entity }) {
  const { t, i18n } = useTranslation(['dashboard', 'entities']);
  const names = useEntityNames(i18n.language);
  return (
    <Panel as="section" aria-labelledby="ov-entity">
      <h2 id="ov-entity">{t('entity.title')}</h2>
      <Terms>
        <dt>{t('entities:field.nameEn')}</dt>
        <dd>{current.nameEn}</dd>
        <dt>{t('entities:field.nameKh')}</dt>
        <dd lang="km-KH">{current.nameKh}</dd>
        <dt>{t('entities:field.registrationNumber')}</dt>
        <dd>{current.registrationNumber}</dd>
        <dt>{t('entities:field.legalForm')}</dt>
        <dd>{names.legalForm(current.legalForm)}</dd>
        <dt>{t('entities:field.province')}</dt>
        <dd>{names.province(current.province)}</dd>
      </Terms>
      <p className={styles.edit}>
        <Link to="/settings">{t('entity.edit')}</Link>
      </p>
    </Panel>
  );
}
