import { SECTIONS, type Section, type Taxonomy } from '@dfr/statement-engine';
import { Alert, ProgressBar, useLang, Text } from '@dfr/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useRealtime } from '../../realtime';
import { Page } from '../../features/shell/Page';
import { getJob } from '../../features/statement/api';
import { ErrorNotice } from '../../features/statement/components/ErrorNotice';
import { StatementUI } from '../../features/statement/components/StatementUI';
import { StageBadge } from '../../features/statement/components/StageBadge';
import { getTaxonomy } from '../../features/statement/engine';
import { pick } from '../../features/statement/format';
import { useStatementFromRoute, useValidation } from '../../features/statement/hooks';
import type { JobProgress, ValidationError } from '../../features/statement/types';
import * as styles from './resultsStatement.css';

/**
 * Where to fix an error: the statement settings screen focused on the field when the rule reads a setting (the
 * director's name, the signing date…), the settings for other general information, else the section's tab with the
 * figure highlighted (`concept`), from where its fact properties are one click away.
 */
export function fixLink(
  statementId: string,
  error: Pick<ValidationError, 'section' | 'fields' | 'noteField'>,
  element?: ValidationError['elements'][number],
): string {
  const field = error.fields?.[0];
  if (field) return `/on_board_reporting/${statementId}?${new URLSearchParams({ field })}`;
  if (error.noteField)
    return `/reporting/${statementId}?${new URLSearchParams({ tab: 'notes', field: error.noteField })}`;
  if (error.section === 'generalInformation') return `/on_board_reporting/${statementId}`;
  const params = new URLSearchParams({ tab: error.section });
  if (element?.concept) params.set('concept', element.concept);
  return `/reporting/${statementId}?${params}`;
}

/** A result is stale when the statement changed after it; a clean validation itself moves the version on by one. */
function isStale(validatedVersion: number | undefined, version: number, stage: string): boolean {
  if (validatedVersion === undefined) return false;
  return stage === 'draft' || version > validatedVersion + (stage === 'validated' ? 1 : 0);
}

type JobState = { progress: number; state: string } | null;

/** `/results_statement`: the verdict in one line, genuine then possible errors by section, progress while it runs. */
export default function ResultsStatement() {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const [search] = useSearchParams();
  const { id, statement, noStatement } = useStatementFromRoute(search.get('id') ?? undefined);
  const jobId = search.get('job');
  const [job, setJob] = useState<JobState>(jobId ? { progress: 0, state: 'queued' } : null);
  const running = job !== null && job.state !== 'succeeded' && job.state !== 'failed';
  const validation = useValidation(id);

  // Progress arrives over the realtime channel; when it is not connected, the job is polled instead.
  const { connected } = useRealtime(id && jobId ? `statements/${id}/jobs` : null, (payload) => {
    const message = payload as JobProgress;
    if (message?.jobId !== jobId) return;
    setJob({ progress: message.progress, state: message.state });
  });
  useEffect(() => {
    if (!id || !jobId || !running) return;
    let stop = false;
    const poll = async () => {
      try {
        const j = await getJob(id, jobId);
        if (!stop) setJob({ progress: j.progress, state: j.state });
      } catch {
        // keep the last known progress; the next poll tries again
      }
    };
    void poll();
    const timer = setInterval(poll, connected ? 5000 : 1000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [id, jobId, running, connected]);
  const finished = job?.state === 'succeeded' || job?.state === 'failed';
  const { mutate: reloadValidation } = validation;
  const { mutate: reloadStatement } = statement;
  useEffect(() => {
    if (!finished) return;
    void reloadValidation();
    void reloadStatement();
  }, [finished, reloadValidation, reloadStatement]);

  if (noStatement) {
    return (
      <Page title={t('results.title')}>
        <p>{t('noStatement')}</p>
      </Page>
    );
  }
  const result = validation.data;
  const record = statement.data;
  const genuine = result?.errors.filter((e) => e.severity === 'genuine') ?? [];
  const possible = result?.errors.filter((e) => e.severity === 'possible') ?? [];

  return (
    <Page
      title={record ? t('results.titleWithYear', { year: record.reportingYear }) : t('results.title')}
      actions={record ? <StageBadge stage={record.stage} /> : undefined}
    >
      {running && (
        <StatementUI inline>
          <div className={styles.progress}>
            <ProgressBar label={t('results.running', { progress: job.progress })} value={job.progress} hideValue />
          </div>
        </StatementUI>
      )}
      {job?.state === 'failed' && (
        <StatementUI inline>
          <Alert tone="error">{t('results.failed')}</Alert>
        </StatementUI>
      )}
      <ErrorNotice error={validation.error ?? statement.error} missingIsForbidden={!validation.error} />
      {!running && result === null && <p>{t('results.none')}</p>}
      {!running && result && (
        <div className={styles.results}>
          <StatementUI>
            <Text
              as="div"
              tone={result.canFile ? 'positive' : 'critical'}
              className={styles.verdict}
              data-testid="verdict"
            >
              <Alert tone={result.canFile ? 'success' : 'error'} live={false}>
                {result.verdict
                  ? pick(result.verdict, lang)
                  : result.canFile
                    ? t('results.canFile', { possible: result.possibleCount })
                    : t('results.cannotFile', { genuine: result.genuineCount, possible: result.possibleCount })}
              </Alert>
            </Text>
            {record && isStale(result.statementVersion, record.version, record.stage) && (
              <Alert tone="warning">{t('results.stale')}</Alert>
            )}
          </StatementUI>
          <ErrorGroup
            title={t('results.genuine', { count: genuine.length })}
            errors={genuine}
            statementId={id!}
            lang={lang}
            taxonomy={record ? getTaxonomy(record.settings.framework) : undefined}
          />
          <ErrorGroup
            title={t('results.possible', { count: possible.length })}
            errors={possible}
            statementId={id!}
            lang={lang}
            taxonomy={record ? getTaxonomy(record.settings.framework) : undefined}
          />
        </div>
      )}
      {id && (
        <p>
          <Link to={`/reporting/${id}`}>{t('results.back')}</Link>
        </p>
      )}
    </Page>
  );
}

function ErrorGroup({
  title,
  errors,
  statementId,
  lang,
  taxonomy,
}: {
  title: string;
  errors: ValidationError[];
  statementId: string;
  lang: 'en' | 'kh';
  taxonomy?: Taxonomy;
}) {
  const { t } = useTranslation('statement');
  const bySection = new Map<Section, ValidationError[]>();
  for (const e of errors) bySection.set(e.section, [...(bySection.get(e.section) ?? []), e]);
  const order = SECTIONS.filter((s) => bySection.has(s));
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {errors.length === 0 && <p>{t('results.noneOfKind')}</p>}
      {order.map((section) => (
        <section key={section} aria-label={t(`sections.${section}`)}>
          <h3>{t(`sections.${section}`)}</h3>
          <ul>
            {bySection.get(section)!.map((error, i) => (
              <li key={`${error.id}-${i}`} data-error-id={error.id}>
                <p>
                  <code>{error.id}</code> {pick(error.message, lang)}
                </p>
                {/* Every error, genuine or possible, lists its fix links the same way: one list, one link per element. */}
                <ul>
                  {error.elements.length > 0 ? (
                    error.elements.slice(0, 10).map((el, j) => (
                      <li key={j}>
                        <Link to={fixLink(statementId, error, el)}>
                          {t('results.fix', {
                            concept: pick(taxonomy?.concepts[el.concept]?.label, lang) || el.concept,
                          })}
                        </Link>
                      </li>
                    ))
                  ) : (
                    <li>
                      <Link to={fixLink(statementId, error)}>
                        {t('results.fixSection', { section: t(`sections.${section}`) })}
                      </Link>
                    </li>
                  )}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
