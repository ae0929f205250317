import { translate } from '@dfr/forms';
import { Alert, visuallyHidden, Stack, Text, Box } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError } from '../../../api/client';
import { useMe } from '../../../api/hooks';
import { useRealtime } from '../../../realtime';
import { formatDateTime } from '../../dashboard/format';
import { getSubmissionConditions, listSubmissions, type SubmissionConditions } from '../api';
import type { StatementRecord } from '../types';
import { languageOf } from '../../../i18n';

export type { SubmissionConditions };

/** Where to go to meet a condition that is not met yet. */
const WHERE: Record<SubmissionConditions['conditions'][number]['key'], string | undefined> = {
  credential: '/connect',
  not_suspended: undefined,
  approved: undefined,
  fee_paid: undefined,
};

/** The submission conditions of a statement, kept fresh when the statement or the entity's standing changes. */
export function useSubmissionConditions(statement: Pick<StatementRecord, 'id' | 'version'>, enabled: boolean) {
  const answer = useSWR(enabled ? ['submission-conditions', statement.id, statement.version] : null, () =>
    getSubmissionConditions(statement.id),
  );
  useRealtime(enabled ? `statements/${statement.id}/changed` : null, () => void answer.mutate());
  // The regulator's answers (credential issued, entity suspended or restored) arrive as the user's notifications.
  const me = useMe();
  const sub = me.data?.id;
  useRealtime(enabled && sub ? `users/${sub}/notifications` : null, () => void answer.mutate());
  return answer;
}

/**
 * Submitting, stated: each condition (the regulator issued the e-filing credential, the entity is not suspended,
 * the statement is approved, the year's fee is paid) with a tick or what to do; when the entity is not eligible, the
 * specification's message with the reason.
 */
export function SubmitPanel({ conditions }: { conditions: SubmissionConditions }) {
  const { t, i18n } = useTranslation('statement');
  const lang = languageOf(i18n.language);
  return (
    <Box
      as="section"
      marginY="md"
      aria-labelledby="submit-conditions-h"
      data-eligible={conditions.eligibility.eligible}
    >
      <Box as="h3" marginBottom="sm" id="submit-conditions-h">
        {t('submitPanel.title')}
      </Box>
      {!conditions.eligibility.eligible && (
        <Alert tone="warning" title={translate('not_eligible_for_submission', lang)}>
          {t(`submitPanel.reason.${conditions.eligibility.reason}`)}
        </Alert>
      )}
      <Stack as="ul" space="xs" listStyle="none" padding="none" marginY="sm">
        {conditions.conditions.map((c) => (
          <li key={c.key} data-condition={c.key} data-met={c.met}>
            <Text aria-hidden="true" tone={c.met ? 'positive' : 'critical'} weight="bold">
              {c.met ? '✓' : '✗'}
            </Text>{' '}
            <span className={visuallyHidden}>{c.met ? t('submitPanel.met') : t('submitPanel.notMet')}: </span>
            {t(`submitPanel.condition.${c.key}`)}
            {!c.met && (
              <Text tone="muted">
                {' '}
                {WHERE[c.key] ? (
                  <Link to={WHERE[c.key]!}>{t(`submitPanel.todo.${c.key}`)}</Link>
                ) : (
                  t(`submitPanel.todo.${c.key}`)
                )}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The receiver's reasons for refusing a package (422 `efiling_refused`), when the error carries them. */
export function RefusalReasons({ error }: { error: unknown }) {
  const { t } = useTranslation('statement');
  if (!(error instanceof ApiError) || error.messageKey !== 'efiling_refused') return null;
  const details = error.envelope?.details as { problems?: { code: string; message: string }[] } | undefined;
  if (!details?.problems?.length) return null;
  return (
    <section aria-label={t('submitPanel.refused')}>
      <ul>
        {details.problems.map((p) => (
          <li key={`${p.code}-${p.message}`}>
            <code>{p.code}</code> {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The statement's latest filing: its e-filing receipt and the regulator's answer (submitted, accepted, or rejected
 * with the reasons, which stay shown while the statement is a draft again), kept live by the entity's notifications.
 */
export function FilingStatus({ statement }: { statement: Pick<StatementRecord, 'id' | 'entityId' | 'version'> }) {
  const { t, i18n } = useTranslation('statement');
  const answer = useSWR(['submissions', statement.entityId, statement.version], () =>
    listSubmissions(statement.entityId),
  );
  useRealtime(`statements/${statement.id}/changed`, () => void answer.mutate());
  const latest = (answer.data?.submissions ?? []).find((s) => s.statementId === statement.id);
  if (!latest) return null;
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '');
  return (
    <div data-filing={latest.status}>
      {latest.status === 'rejected' ? (
        <Alert
          tone="warning"
          title={t('filing.rejected', { receipt: latest.receiptNumber, date: date(latest.decidedAt) })}
        >
          {t('filing.reasons', { reasons: latest.reasons ?? '' })}
        </Alert>
      ) : (
        <p>
          {latest.status === 'accepted'
            ? t('filing.accepted', { receipt: latest.receiptNumber, date: date(latest.decidedAt) })
            : t('filing.received', { receipt: latest.receiptNumber, date: date(latest.submittedAt) })}
        </p>
      )}
    </div>
  );
}
