import { Button } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { Page } from '../../features/shell/Page';
import { download } from '../../features/statement/api';
import { ErrorNotice } from '../../features/statement/components/ErrorNotice';
import { StageBadge } from '../../features/statement/components/StageBadge';
import { StatementUI } from '../../features/statement/components/StatementUI';
import { useStatements } from '../../features/statement/hooks';
import '../../features/statement/statement.css';

const SENT = ['submitted', 'accepted', 'rejected'];

/** `/submited`: the entity's statements sent to the regulator, read-only, with their documents. */
export default function Submitted() {
  const { t } = useTranslation('statement');
  const { current: entity } = useCurrentEntity();
  const statements = useStatements(entity?.id);
  const sent = (statements.data ?? [])
    .filter((s) => SENT.includes(s.stage))
    .sort((a, b) => b.reportingYear - a.reportingYear);
  return (
    <Page title={t('submitted.title')} description={t('submitted.intro')}>
      <ErrorNotice error={statements.error} />
      {statements.data && sent.length === 0 && <p>{t('submitted.none')}</p>}
      {sent.length > 0 && (
        <StatementUI>
          <table className="dfr-table">
            <caption>{t('submitted.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('submitted.year')}</th>
                <th scope="col">{t('stage.label')}</th>
                <th scope="col">{t('submitted.documents')}</th>
              </tr>
            </thead>
            <tbody>
              {sent.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <Link to={`/public/${s.id}`}>{t('submitted.view', { year: s.reportingYear })}</Link>
                  </th>
                  <td>
                    <StageBadge stage={s.stage} label={false} />
                  </td>
                  <td className="dfr-actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => void download(s.id, 'xbrl', `statement-${s.reportingYear}-xbrl.zip`)}
                    >
                      {t('actions.downloadXbrl')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => void download(s.id, 'ixbrl', `statement-${s.reportingYear}.xhtml`)}
                    >
                      {t('actions.downloadIxbrl')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </StatementUI>
      )}
    </Page>
  );
}
