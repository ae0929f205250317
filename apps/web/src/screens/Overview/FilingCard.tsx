import { LinkButton, Text } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import type { useStatements } from '../../api/hooks';
import type { Statement } from '../../api/types';
import { daysUntil, statementDeadline } from '../../features/dashboard/deadline';
import { formatDate } from '../../features/dashboard/format';
import { ErrorNotice, Skeleton, StatusBadge } from '../../features/shell/Feedback';
import { Panel } from '../../features/shell/Panel';
import * as styles from './overview.css';

/** The next filing: its year and stage, its deadline and the days left (or overdue), the rule that sets it. */
export function FilingCard({
  statements,
  next,
  audited,
}: {
  statements: ReturnType<typeof useStatements>;
  next: Statement | undefined;
  audited: boolean;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const list = statements.data ?? [];
  const deadline = next ? statementDeadline(next.settings, audited) : undefined;
  const days = deadline ? daysUntil(deadline) : undefined;
  return (
    <Panel as="section" aria-labelledby="ov-filing">
      <h2 id="ov-filing">{t('filing.title')}</h2>
      {statements.isLoading ? (
        <Skeleton lines={3} />
      ) : statements.error ? (
        <ErrorNotice error={statements.error} onRetry={() => void statements.mutate()} />
      ) : next && deadline ? (
        <>
          <p>
            {t('filing.year', { year: next.reportingYear })} <StatusBadge status={next.stage} />
          </p>
          <p className={styles.deadline}>{formatDate(deadline, i18n.language)}</p>
          {days !== undefined && days < 0 ? (
            <Text as="p" tone="critical" size="sm">
              {t('filing.overdue', { count: -days })}
            </Text>
          ) : (
            <Text as="p" tone="muted">
              {days === undefined ? '' : t('filing.days_left', { count: days })}
            </Text>
          )}
          <Text as="p" tone="muted" className={styles.rule}>
            {(next.settings.audited ?? audited) ? t('filing.rule_audited') : t('filing.rule_unaudited')}
          </Text>
          <LinkButton variant="secondary" href={`/reporting/${encodeURIComponent(next.id)}`}>
            {t('filing.continue')}
          </LinkButton>
        </>
      ) : (
        <>
          <p>{list.length ? t('filing.all_done') : t('filing.none')}</p>
          <LinkButton variant="secondary" href="/on_board_reporting">
            {t('new_statement')}
          </LinkButton>
        </>
      )}
    </Panel>
  );
}
