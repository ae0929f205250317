import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  EmptyState as UIEmptyState,
  Skeleton as UISkeleton,
  StatusBadge as UIStatusBadge,
  visuallyHidden,
} from '@dfr/ui';
import { apiErrorText, apiFieldErrors } from '../../api/errors';
import { toneOf } from './statusTone';
import { languageOf } from '../../i18n';

/**
 * Props for a region that scrolls sideways (a wide table on a phone): keyboard users must be able to focus it to
 * scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export const scrollable = { tabIndex: 0 } as const;

/**
 * Placeholder lines while data loads (@dfr/ui's Skeleton), announced once to screen readers. The wrapper's
 * `skeleton` class lets the e2e tests wait until a screen has loaded (`settled`).
 */
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  if (!label)
    return (
      <div className="skeleton">
        <UISkeleton lines={lines} announce />
      </div>
    );
  return (
    <div role="status" className="skeleton">
      <span className={visuallyHidden}>{label}</span>
      <UISkeleton lines={lines} />
    </div>
  );
}

/** What to show when there is nothing yet, and what to do about it (@dfr/ui's EmptyState). */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return <UIEmptyState title={title} description={children} action={action} />;
}

/** The message for any failure, in the language shown now (`apiErrorText`: message key + params, else ours). */
export function useErrorMessage() {
  const { t, i18n } = useTranslation('shell');
  const lang = languageOf(i18n.language);
  return useCallback(
    (error: unknown): string =>
      apiErrorText(error, lang, {
        unexpected: t('errors.unexpected'),
        network: t('errors.network'),
        signedOut: t('errors.signed_out'),
        forbidden: t('common:access_denied_message'),
        stale: t('errors.conflict'),
        server: t('errors.server'),
      }),
    [t, lang],
  );
}

/** The API error's field errors as texts in the language shown now (`field_keys` + `field_params`). */
export function useFieldErrors() {
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  return useCallback((error: unknown): Record<string, string> => apiFieldErrors(error, lang), [lang]);
}

/** A failure where it happened, with a way forward (try again), as @dfr/ui's error Alert (role "alert"). */
export function ErrorNotice({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: ReactNode }) {
  const { t } = useTranslation('shell');
  const message = useErrorMessage()(error);
  return (
    <Alert
      tone="error"
      title={title ?? t('errors.title')}
      action={
        onRetry ? (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/**
 * A statement, invoice, request or user status on @dfr/ui's StatusBadge: its colour from the app's one map
 * (`statusTone.ts`), its name from the shell's `status.<name>` translations.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('shell');
  return <UIStatusBadge tone={toneOf(status)} label={t(`status.${status}`, { defaultValue: status })} />;
}

/**
 * What a list shows instead of its rows: placeholder lines while it loads, its error with a retry, or, when `none` is
 * given and there is no row, that empty state. Undefined once there are rows to show.
 */
export function listFallback(
  list: { isLoading: boolean; error?: unknown; data?: unknown[]; mutate: () => unknown },
  none?: string,
): ReactNode {
  if (list.isLoading) return <Skeleton lines={4} />;
  if (list.error) return <ErrorNotice error={list.error} onRetry={() => void list.mutate()} />;
  if (none !== undefined && !list.data?.length) return <EmptyState title={none} />;
  return undefined;
}
