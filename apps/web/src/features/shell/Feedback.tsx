import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  EmptyState as UIEmptyState,
  Skeleton as UISkeleton,
  StatusBadge as UIStatusBadge,
  visuallyHidden,
} from '@dfr/ui';
import { toneOf } from './statusTone';

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

// The message hooks (useErrorMessage, useFieldErrors) are in errorMessages.ts: they read @dfr/forms' catalogue.

/** ErrorNotice's text: @dfr/forms' message catalogue (13 KB gzip) loads with the first failure shown, not up front. */
const ErrorText = lazy(() => import('./ErrorText'));

/** If the text's chunk cannot be fetched (the server went away meanwhile), the screen's general words. */
class OrUnexpected extends Component<{ children: ReactNode; text: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.text : this.props.children;
  }
}

/**
 * A failure where it happened, with a way forward (try again), as @dfr/ui's error Alert (role "alert"). `detail` is the
 * failure's text when the caller knows it better than the API's catalogue (an identity-service error), loaded like it.
 */
export function ErrorNotice({
  error,
  onRetry,
  title,
  detail,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: ReactNode;
  detail?: ReactNode;
}) {
  const { t } = useTranslation('shell');
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
      {/* A network failure (fetch's TypeError) needs no catalogue, and its chunk could not be fetched anyway. */}
      {error instanceof TypeError ? (
        t('errors.network')
      ) : (
        <OrUnexpected text={t('errors.unexpected')}>
          <Suspense fallback={t('loading')}>{detail ?? <ErrorText error={error} />}</Suspense>
        </OrUnexpected>
      )}
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
