import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { useOverlayRoot } from '../../utils/overlay';
import { Icon } from '../Icon';
import * as styles from './Toast.css';

const strings = defineStrings({
  en: { close: 'Close', notifications: 'Notifications' },
  kh: { close: 'បិទ', notifications: 'ការជូនដំណឹង' },
});

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast shows. */
export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}

export interface ToastOptions {
  /** Milliseconds before it goes away; errors stay until closed. @default 6000 (success, info) */
  timeout?: number;
  description?: string;
}

/**
 * Shows toasts: `toast.success('Company created')`, `toast.error(…)`, `toast.info(…)`, or `toast('Saved')` (success)
 * and `toast(text, 'error')`. Each returns the toast's key for `toast.close(key)`.
 */
export interface ToastApi {
  (title: string, tone?: ToastTone, options?: ToastOptions): string;
  success: (title: string, options?: ToastOptions) => string;
  error: (title: string, options?: ToastOptions) => string;
  info: (title: string, options?: ToastOptions) => string;
  close: (key: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast functions of the nearest ToastProvider (ToastRegion). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api)
    throw new Error(
      'useToast() needs a <ToastProvider> (or <ToastRegion>) above it (put one inside UIProvider, around the app).',
    );
  return api;
}

/** Creates a queue and its functions; exported for apps that show toasts from outside React. */
export function createToastQueue(maxVisibleToasts = 4) {
  const queue = new RACToastQueue<ToastContent>({ maxVisibleToasts });
  const show = (tone: ToastTone, title: string, options: ToastOptions = {}) =>
    queue.add(
      { tone, title, description: options.description },
      { timeout: options.timeout ?? (tone === 'error' ? undefined : 6000) },
    );
  const api: ToastApi = Object.assign(
    (title: string, tone: ToastTone = 'success', options?: ToastOptions) => show(tone, title, options),
    {
      success: (title: string, options?: ToastOptions) => show('success', title, options),
      error: (title: string, options?: ToastOptions) => show('error', title, options),
      info: (title: string, options?: ToastOptions) => show('info', title, options),
      close: (key: string) => queue.close(key),
    },
  );
  return { queue, api };
}

export interface ToastRegionProps {
  /** The app; `useToast()` works anywhere inside. */
  children?: ReactNode;
  /** Use a queue made by `createToastQueue()` (to add toasts from outside React). */
  toasts?: ReturnType<typeof createToastQueue>;
}

/**
 * Provides `useToast()` to its children and shows the toasts in a landmark region ("Notifications") at the bottom
 * corner. Success and info toasts are announced politely (role="status"), errors at once (role="alert") and stay
 * until closed; each has a close button named in the current language.
 */
export function ToastRegion({ children, toasts }: ToastRegionProps) {
  const t = useUIStrings(strings);
  const overlay = useOverlayRoot();
  const [own] = useState(() => createToastQueue());
  const { queue, api } = toasts ?? own;
  const value = useMemo(() => api, [api]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <RACToastRegion
        queue={queue}
        aria-label={t.notifications}
        lang={overlay.lang}
        className={cx(overlay.className, styles.region)}
      >
        {({ toast }) => (
          <RACToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
            <Icon
              name={toast.content.tone === 'info' ? 'info' : toast.content.tone}
              className={styles.icon({ tone: toast.content.tone })}
            />
            <RACToastContent className={styles.content} role={toast.content.tone === 'error' ? 'alert' : 'status'}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description && <Text slot="description">{toast.content.description}</Text>}
            </RACToastContent>
            <Button slot="close" aria-label={t.close} className={styles.close}>
              <Icon name="close" size={16} />
            </Button>
          </RACToast>
        )}
      </RACToastRegion>
    </ToastContext.Provider>
  );
}

export type ToastProviderProps = ToastRegionProps;
/** The same as ToastRegion, by the name apps give a provider: wrap the app once, then `useToast()` anywhere. */
export const ToastProvider = ToastRegion;
