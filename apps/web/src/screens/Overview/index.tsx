import { ComparisonChart, KpiTile, LinkButton } from '@dfr/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import useSWR from 'swr';
import { useComputed, useMe, useStatements } from '../../api/hooks';
import { CLOSED_STAGES, inStages, type RatioKey } from '@dfr/statement-engine';
import { DASHBOARD_RATIOS, type Statement } from '../../api/types';
import { daysUntil, greetingKey, statementDeadline } from '../../features/dashboard/deadline';
import { formatDate, formatRatio, formatYear, ratioNumberFormat } from '../../features/dashboard/format';
import { StatementsTable } from '../../features/dashboard/StatementsTable';
import { entityName, useCurrentEntity } from '../../features/entities/EntityContext';
import { EmptyState, ErrorNotice, Skeleton, StatusBadge } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { card, dl, error as errorText, grid2, kpis, muted } from '../../features/shell/layout.css';
import * as styles from './overview.css';

// A submission may still be rejected: a year is done only once the regulator accepted it (the engine's group).

/** The statement whose filing comes next: the oldest year the regulator has not accepted yet. */
export function upcoming(statements: Statement[]): Statement | undefined {
  return [...statements]
    .filter((s) => !inStages(CLOSED_STAGES, s.stage) && s.periodEnd)
    .sort((a, b) => a.reportingYear - b.reportingYear)[0];
}

function Benchmarks({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation('dashboard');
  const computed = useComputed(statement.id);
  if (computed.isLoading) return <Skeleton lines={4} />;
  if (computed.error)
    return <ErrorNotice error={computed.error} onRetry={() => void computed.mutate()} title={t('benchmarks.error')} />;
  const current: Partial<Record<RatioKey, number | null>> = computed.data?.ratios.current ?? {};
  const comparative = computed.data?.ratios?.comparative;
  const anyValue = DASHBOARD_RATIOS.some((k) => current[k] !== null && current[k] !== undefined);
  if (!anyValue)
    return (
      <EmptyState
        title={t('benchmarks.empty_title')}
        action={
          <LinkButton href={`/reporting/${encodeURIComponent(statement.id)}`}>
            {t('benchmarks.empty_action')}
          </LinkButton>
        }
      >
        {t('benchmarks.empty')}
      </EmptyState>
    );
  return (
    <>
      <div className={kpis}>
        {DASHBOARD_RATIOS.map((k) => (
          <KpiTile
            key={k}
            label={t(`ratio.${k}`)}
            value={formatRatio(k, current[k], i18n.language)}
            caption={
              comparative
                ? t('benchmarks.previous', {
                    year: statement.reportingYear - 1,
                    value: formatRatio(k, comparative[k], i18n.language),
                  })
                : t(`ratio_hint.${k}`)
            }
          />
        ))}
      </div>
      <IndustryComparison statement={statement} current={current} />
    </>
  );
}

/**
 * Company vs industry: the medians of the accepted filings of the same industry and year, shown only when enough
 * entities contribute (otherwise the reason); never another entity's figures.
 */
function IndustryComparison({
  statement,
  current,
}: {
  statement: Statement;
  current: Partial<Record<RatioKey, number | null>>;
}) {
  const { t, i18n } = useTranslation('dashboard');
  // The statement API module (with @dfr/forms' rules) loads on demand: the dashboard's first route stays in budget.
  const answer = useSWR(['industry-benchmarks', statement.id], () =>
    import('../../features/statement/api').then((m) => m.getIndustryBenchmarks(statement.id)),
  );
  if (answer.isLoading) return <Skeleton lines={3} />;
  if (answer.error) return <ErrorNotice error={answer.error} onRetry={() => void answer.mutate()} />;
  const data = answer.data;
  if (!data?.medians)
    return (
      <p className={muted} data-industry="not-enough">
        {data?.industry
          ? t('benchmarks.industry_too_few', { count: data.contributors, minimum: data.minimum })
          : t('benchmarks.industry_unknown')}
      </p>
    );
  return (
    <ComparisonChart
      title={t('benchmarks.industry_chart', { year: formatYear(statement.reportingYear, i18n.language) })}
      companyLabel={t('benchmarks.company')}
      industryLabel={t('benchmarks.industry_median', { count: data.contributors })}
      metrics={DASHBOARD_RATIOS.map((k) => ({
        label: t(`ratio.${k}`),
        company: current[k] ?? null,
        industry: data.medians?.[k] ?? null,
        format: ratioNumberFormat(k),
      }))}
    />
  );
}

/** `/overview`: the dashboard. */
type EntityOptions = typeof import('../../features/entities/options');
/**
 * Province and legal-form names live with @dfr/forms' entity rules (and zod); they are fetched after the first paint
 * so the dashboard's first route stays small (docs/performance.md). Until then the rows show nothing.
 */
function useEntityNames(lang: string) {
  const [options, setOptions] = useState<EntityOptions | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../features/entities/options').then((m) => live && setOptions(m));
    return () => {
      live = false;
    };
  }, []);
  return {
    province: (code: string | undefined) => (code && options ? options.provinceName(code, lang) : ''),
    legalForm: (form: string | undefined) => (form && options ? options.legalFormName(form, lang) : ''),
  };
}

export default function Overview() {
  const { t, i18n } = useTranslation(['dashboard', 'entities']);
  const me = useMe();
  const { current, isLoading, error, reload, entities } = useCurrentEntity();
  const statements = useStatements(current?.id);
  const names = useEntityNames(i18n.language);
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
  const deadline = next ? statementDeadline(next, audited) : undefined;
  const days = deadline ? daysUntil(deadline) : undefined;

  return (
    <Page
      title={title}
      description={t('intro', { name: entityName(current, i18n.language) })}
      actions={<LinkButton href="/on_board_reporting">{t('new_statement')}</LinkButton>}
    >
      <div className={grid2}>
        <section className={card} aria-labelledby="ov-entity">
          <h2 id="ov-entity">{t('entity.title')}</h2>
          <dl className={dl}>
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
          </dl>
          <p className={styles.edit}>
            <Link to="/settings">{t('entity.edit')}</Link>
          </p>
        </section>
        <section className={card} aria-labelledby="ov-filing">
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
              <p className={days !== undefined && days < 0 ? errorText : muted}>
                {days === undefined
                  ? ''
                  : days < 0
                    ? t('filing.overdue', { count: -days })
                    : t('filing.days_left', { count: days })}
              </p>
              <p className={`${muted} ${styles.rule}`}>
                {(next.audited ?? audited) ? t('filing.rule_audited') : t('filing.rule_unaudited')}
              </p>
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
        </section>
      </div>

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
          <Benchmarks statement={latest} />
        ) : statements.isLoading ? (
          <Skeleton lines={3} />
        ) : (
          <p className={muted}>{t('benchmarks.no_statement')}</p>
        )}
      </section>
    </Page>
  );
}
