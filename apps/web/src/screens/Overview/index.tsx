import { LinkButton, Text, Tiles } from '@dfr/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useComputed, useIndustryBenchmarks, useMe, useStatements } from '../../api/hooks';
import type { Statement } from '../../api/types';
import { greetingKey } from '../../features/dashboard/deadline';
import { CLOSED_STAGES, inStages } from '@dfr/statement-engine';
import { StatementsTable } from '../../features/dashboard/StatementsTable';
import { entityName, useCurrentEntity } from '../../features/entities/EntityContext';
import { EmptyState, ErrorNotice, Skeleton } from '../../features/shell/Feedback';
import { lazyLoaded } from '../../features/shell/lazyLoaded';
import { Page } from '../../features/shell/Page';
import { EntityCard } from './EntityCard';
import { FilingCard } from './FilingCard';
import * as styles from './overview.css';

// A submission may still be rejected: a year is done only once the regulator accepted it (the engine's group).

/** The statement whose filing comes next: the oldest year the regulator has not accepted yet. */
export function upcoming(statements: Statement[]): Statement | undefined {
  return [...statements]
    .filter((s) => !inStages(CLOSED_STAGES, s.stage) && s.settings.periodEnd)
    .sort((a, b) => a.reportingYear - b.reportingYear)[0];
}

// The ratios and the industry chart (KPI tiles, the chart frame, the engine's ratio formats) are drawn from the
// statement's computation, which comes after the statements: their code is fetched as soon as this screen runs, beside
// the screen's first requests, rather than before the screen's first paint (docs/performance.md).
const Benchmarks = lazyLoaded(() => import('./Benchmarks').then((m) => ({ default: m.Benchmarks })));
void Benchmarks.preload().catch(() => {}); // (a failed fetch is tried again, and shown, when the ratios are drawn)

/** `/overview`: the dashboard. */
export default function Overview() {
  const { t, i18n } = useTranslation(['dashboard', 'entities']);
  const me = useMe();
  const { current, isLoading, error, reload, entities } = useCurrentEntity();
  const statements = useStatements(current?.id);
  const latestId = [...(statements.data ?? [])].sort((a, b) => b.reportingYear - a.reportingYear)[0]?.id;
  // The ratios' two requests start with the statements' answer, whether or not their code has arrived yet.
  useComputed(latestId);
  useIndustryBenchmarks(latestId);
  const greeting = t(`greeting.${greetingKey(new Date().getHours())}`);
  const title = me.data?.email ? t('greeting.with_name', { greeting, name: me.data.email.split('@')[0] }) : greeting;
  // Regulator staff belong to no entity: their dashboard is the desk.
  if (me.data?.regulator) return <Navigate to="/regulator" replace />;

  if (isLoading)
    return (
      <Page title={greeting}>
        <Skeleton lines={8} />
      </Page>
    );
  if (error)
    return (
      <Page title={greeting}>
        <ErrorNotice error={error} onRetry={() => void reload()} />
      </Page>
    );
  if (!current || entities?.length === 0)
    return (
      <Page title={title}>
        <EmptyState
          title={t('no_entity.title')}
          action={<LinkButton href="/onboarding">{t('no_entity.action')}</LinkButton>}
        >
          {t('no_entity.text')}
        </EmptyState>
      </Page>
    );

  const list = statements.data ?? [];
  const next = upcoming(list);
  const latest = [...list].sort((a, b) => b.reportingYear - a.reportingYear)[0];
  const audited = current.auditRequired ?? false;

  return (
    <Page
      title={title}
      description={t('intro', { name: entityName(current, i18n.language) })}
      actions={<LinkButton href="/on_board_reporting">{t('new_statement')}</LinkButton>}
    >
      <Tiles space="md" minColumnWidth="380px" fit="fit" marginBottom="md">
        <EntityCard entity={current} />
        <FilingCard statements={statements} next={next} audited={audited} />
      </Tiles>

      <section aria-labelledby="ov-statements" className={styles.statements}>
        <h2 id="ov-statements">{t('statements.title')}</h2>
        {statements.isLoading ? (
          <Skeleton lines={4} />
        ) : statements.error ? (
          <ErrorNotice error={statements.error} onRetry={() => void statements.mutate()} />
        ) : list.length === 0 ? (
          <EmptyState
            title={t('statements.empty_title')}
            action={<LinkButton href="/on_board_reporting">{t('new_statement')}</LinkButton>}
          >
            {t('statements.empty')}
          </EmptyState>
        ) : (
          <StatementsTable statements={list} audited={audited} />
        )}
      </section>

      <section aria-labelledby="ov-bench">
        <h2 id="ov-bench">{t('benchmarks.title', { year: latest?.reportingYear ?? '' })}</h2>
        {latest ? (
          <Suspense fallback={<Skeleton lines={4} />}>
            <Benchmarks statement={latest} />
          </Suspense>
        ) : statements.isLoading ? (
          <Skeleton lines={3} />
        ) : (
          <Text as="p" tone="muted">
            {t('benchmarks.no_statement')}
          </Text>
        )}
      </section>
    </Page>
  );
}
