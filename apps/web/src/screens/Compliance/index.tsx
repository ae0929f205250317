import { FILED_STAGES, inStages } from '@dfr/statement-engine';
import { KpiTile, LinkButton, StaticTable, Text, Tiles } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCredentialRequests, useInvoices, useStatements } from '../../api/hooks';
import { daysUntil, statementDeadline } from '../../features/dashboard/deadline';
import { formatDate, formatYear } from '../../features/dashboard/format';
import { useCurrentEntity } from '../../features/entities/EntityContext';
import { EmptyState, ErrorNotice, Skeleton, StatusBadge } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { Panel } from '../../features/shell/Panel';

/** `/compliance`: for each financial year, the deadline, whether it was filed on time, the fee and the credential. */
export default function Compliance() {
  const { t, i18n } = useTranslation(['compliance', 'dashboard', 'common']);
  const { current, isLoading, error, reload } = useCurrentEntity();
  const statements = useStatements(current?.id);
  const invoices = useInvoices(current?.id);
  const credentials = useCredentialRequests(current?.id);

  let body: React.ReactNode;
  if (isLoading || statements.isLoading) body = <Skeleton lines={8} />;
  else if (error) body = <ErrorNotice error={error} onRetry={() => void reload()} />;
  else if (!current)
    body = <EmptyState title={t('no_entity')} action={<LinkButton href="/onboarding">{t('start')}</LinkButton>} />;
  else if (statements.error) body = <ErrorNotice error={statements.error} onRetry={() => void statements.mutate()} />;
  else {
    const audited = current.auditRequired ?? false;
    const rows = [...(statements.data ?? [])]
      .sort((a, b) => b.reportingYear - a.reportingYear)
      .map((s) => {
        const deadline = statementDeadline(s.settings, audited);
        const filed = inStages(FILED_STAGES, s.stage);
        const filedOn = s.submittedAt?.slice(0, 10);
        const days = deadline ? daysUntil(deadline) : undefined;
        const state = filed
          ? filedOn && deadline && filedOn > deadline
            ? 'late'
            : 'on_time'
          : days !== undefined && days < 0
            ? 'overdue'
            : 'due';
        const invoice = invoices.data?.find((i) => i.statementId === s.id || i.reportingYear === s.reportingYear);
        return { s, deadline, days, state, invoice, filedOn };
      });
    const count = (state: string) => rows.filter((r) => r.state === state).length;
    const latestCredential = [...(credentials.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    body = (
      <>
        <Tiles space="md" minColumnWidth="200px" marginBottom="md">
          <KpiTile label={t('kpi.on_time')} value={count('on_time')} />
          <KpiTile label={t('kpi.late')} value={count('late')} />
          <KpiTile label={t('kpi.overdue')} value={count('overdue')} />
          <KpiTile label={t('kpi.due')} value={count('due')} />
        </Tiles>
        <Tiles space="md" minColumnWidth="380px" fit="fit" marginBottom="md">
          <Panel as="section" aria-labelledby="co-cred">
            <h2 id="co-cred">{t('credential.title')}</h2>
            {credentials.isLoading ? (
              <Skeleton lines={2} />
            ) : credentials.error ? (
              <ErrorNotice error={credentials.error} onRetry={() => void credentials.mutate()} />
            ) : latestCredential ? (
              <p>
                <StatusBadge status={latestCredential.status} />{' '}
                {t('credential.requested', { date: formatDate(latestCredential.createdAt, i18n.language) })}
              </p>
            ) : (
              <p>
                {t('credential.none')} <Link to="/onboarding?step=1">{t('credential.request')}</Link>
              </p>
            )}
          </Panel>
          <Panel as="section" aria-labelledby="co-elig">
            <h2 id="co-elig">{t('eligibility.title')}</h2>
            <p>{current.eligible === false ? t('eligibility.not') : t('eligibility.yes')}</p>
            <Text as="p" tone="muted">
              {audited ? t('dashboard:filing.rule_audited') : t('dashboard:filing.rule_unaudited')}
            </Text>
          </Panel>
        </Tiles>
        {rows.length === 0 ? (
          <EmptyState
            title={t('dashboard:statements.empty_title')}
            action={<LinkButton href="/on_board_reporting">{t('dashboard:new_statement')}</LinkButton>}
          />
        ) : (
          <StaticTable
            caption={t('caption')}
            rows={rows}
            getRowId={(r) => r.s.id}
            columns={[
              {
                id: 'year',
                name: t('dashboard:statements.year'),
                isRowHeader: true,
                render: ({ s }) => (
                  <Link to={`/reporting/${encodeURIComponent(s.id)}`}>
                    {formatYear(s.reportingYear, i18n.language)}
                  </Link>
                ),
              },
              {
                id: 'status',
                name: t('dashboard:statements.status'),
                nowrap: true,
                render: ({ s }) => <StatusBadge status={s.stage} />,
              },
              {
                id: 'deadline',
                name: t('dashboard:statements.deadline'),
                render: ({ deadline }) => formatDate(deadline, i18n.language),
              },
              {
                id: 'filing',
                name: t('filing'),
                render: ({ state, filedOn, days }) =>
                  t(`state.${state}`, { date: formatDate(filedOn, i18n.language), count: Math.abs(days ?? 0) }),
              },
              {
                id: 'fee',
                name: t('fee'),
                nowrap: true,
                render: ({ invoice }) =>
                  invoice ? <StatusBadge status={invoice.status} /> : <Text tone="muted">{t('no_invoice')}</Text>,
              },
            ]}
          />
        )}
      </>
    );
  }
  return (
    <Page title={t('common:title.compliance')} description={t('intro')}>
      {body}
    </Page>
  );
}
