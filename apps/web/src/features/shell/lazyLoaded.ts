import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for code fetched ahead (a page's first screen, a screen's later part): once its module has arrived it
 * renders at once instead of suspending. A plain lazy component suspends on its first render even when its module is
 * already there (its promise settles a tick later): its fallback is drawn, React then holds the content back for up to
 * 300 ms (its fallback throttle), and the content's requests (started on commit) wait with it. `preload()` fetches the
 * module once (a failed fetch is tried again by the next call).
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React.lazy's own signature
export function lazyLoaded<T extends ComponentType<any>>(
  loader: () => Promise<{ default: T }>,
): LazyExoticComponent<T> & { preload: () => Promise<unknown> } {
  let loaded: { default: T } | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const preload = () => {
    pending ??= loader().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // A thenable that calls back at once: React reads the module in the same render.
  const component = lazy(() =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (React.lazy takes one)
        ({ then: (resolve: (m: { default: T }) => void) => resolve(loaded!) } as unknown as Promise<{ default: T }>)
      : preload(),
  );
  return Object.assign(component, { preload });
}
