import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';
import type { ToastContent, ToastTone } from './content';
// The toasts' styles stay with the package's style sheet (the published build's style.css has them): only the code
// that draws the toasts comes later.
import './Toast.css';

// The region's code (react-aria's toast region, landmark and toast, the close button) is fetched with the first toast:
// the region draws nothing while there is none (react-aria renders it only with a visible toast), so an app's first
// screen does not carry it (docs/performance.md).
const ToastList = lazy(() => import('./ToastList'));

export { type ToastContent, type ToastTone, toastTones } from './content';

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
 * until closed; each has a close button named in the current language. The region's code is fetched with the first
 * toast (until then react-aria's region draws nothing anyway).
 */
export function ToastRegion({ children, toasts }: ToastRegionProps) {
  const [own] = useState(() => createToastQueue());
  const { queue, api } = toasts ?? own;
  const value = useMemo(() => api, [api]);
  // Drawn from the first toast on (and kept: its list animates the toasts out).
  const [used, setUsed] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (used) return;
    if (queue.visibleToasts.length > 0) {
      setUsed(true);
      return;
    }
    return queue.subscribe(() => {
      if (queue.visibleToasts.length > 0) setUsed(true);
    });
  }, [queue, used]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastList queue={queue} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export type ToastProviderProps = ToastRegionProps;
/** The same as ToastRegion, by the name apps give a provider: wrap the app once, then `useToast()` anywhere. */
export const ToastProvider = ToastRegion;
