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

/** Shows toasts: `toast.success('Company created')`. */
export interface ToastApi {
  success: (title: string, options?: ToastOptions) => string;
  error: (title: string, options?: ToastOptions) => string;
  info: (title: string, options?: ToastOptions) => string;
  close: (key: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast functions of the nearest ToastRegion. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastRegion> above it (put one inside UIProvider, around the app).');
  return api;
}

/** Creates a queue and its functions; exported for apps that show toasts from outside React. */
export function createToastQueue(maxVisibleToasts = 4) {
  const queue = new RACToastQueue<ToastContent>({ maxVisibleToasts });
  const add =
    (tone: ToastTone) =>
    (title: string, options: ToastOptions = {}) =>
      queue.add(
        { tone, title, description: options.description },
        { timeout: options.timeout ?? (tone === 'error' ? undefined : 6000) },
      );
  const api: ToastApi = {
    success: add('success'),
    error: add('error'),
    info: add('info'),
    close: (key) => queue.close(key),
  };
  return { queue, api };
}

export interface ToastRegionProps {
  /** The app; `useToast()` works anywhere inside. */
  children?: ReactNode;
  /** Use a queue made by `createToastQueue()` (to add toasts from outside React). */
  toasts?: ReturnType<typeof createToastQueue>;
}

/** Provides `useToast()` to its children and shows the toasts in a landmark region at the bottom corner. */
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
            <RACToastContent className={styles.content}>
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
