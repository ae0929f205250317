import type { PeriodKey } from '@dfr/statement-engine';
import { Box, useLang } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RatiosTable } from '../../features/statement/components/RatiosTable';
import { ErrorNotice } from '../../features/statement/components/ErrorNotice';
import { StageBadge } from '../../features/statement/components/StageBadge';
import { StatementTable } from '../../features/statement/components/StatementTable';
import { columnYear } from '../../features/statement/engine';
import { openShare } from '../../features/statement/api';
import { nameOf, pick } from '../../features/statement/format';
import useSWR from 'swr';
import { formatDate } from '../../features/dashboard/format';
import * as styles from './publicStatement.css';

/**
 * `/public/:id?`: a statement the regulator accepted, read-only, for any signed-in user with its share link (member or
 * not); an unknown or revoked link says so (the API's message in the reader's language).
 */
export default function PublicStatement() {
  const { t } = useTranslation('statement');
  const lang = useLang();
  const { id } = useParams();
  const filing = useSWR(id ? ['share', id] : null, () => openShare(id!), {
    shouldRetryOnError: false,
  });
  const set = filing.data?.computed;
  const statement = { data: filing.data?.statement, error: filing.error };
  if (!id) {
    return (
      <Box paddingY="md" paddingX="lg" className={styles.frame}>
        <h1>{t('public.title')}</h1>
        <p>{t('public.noId')}</p>
      </Box>
    );
  }
  const years: Partial<Record<PeriodKey, string>> = set
    ? { current: columnYear(set, 'current', lang), comparative: columnYear(set, 'comparative', lang) }
    : {};
  const entityName = nameOf(set?.entity, lang);
  return (
    <Box paddingY="md" paddingX="lg" className={styles.frame}>
      <h1>{statement.data ? t('public.titleWithYear', { year: statement.data.reportingYear }) : t('public.title')}</h1>
      {entityName && <p>{entityName}</p>}
      {statement.data && <StageBadge stage={statement.data.stage} />}
      {filing.data && (
        <p>
          {t('public.filed', {
            receipt: filing.data.receiptNumber,
            date: formatDate(filing.data.acceptedAt, lang),
          })}
        </p>
      )}
      <ErrorNotice error={statement.error} />
      {!set && !statement.error && <p role="status">{t('loading')}</p>}
      {set?.rendering.sections.map((section) => (
        <StatementTable
          key={section.id}
          section={section}
          years={years}
          rounding={set.rendering.rounding}
          currency={set.rendering.presentationCurrency}
        />
      ))}
      {set && <RatiosTable set={set} />}
      {set?.texts?.directorsStatement && (
        <section aria-labelledby="public-directors">
          <h2 id="public-directors">{t('tabs.directorsStatement')}</h2>
          <p>{pick(set.texts.directorsStatement, lang)}</p>
        </section>
      )}
    </Box>
  );
}
