import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export interface LazyPage<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the page's chunk once; resolves when it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk. Once its module is there (preloaded before hydration, at build time,
 * or on a link's hover or touch) it renders synchronously and without a Suspense boundary, so the
 * prerendered HTML is hydrated in one pass, exactly as before splitting; before that it suspends
 * like `React.lazy` and shows `fallback`.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed chunk (offline, a deploy replaced it) may be fetched again on the next try.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Page(props: P) {
    if (loaded) {
      const Component = loaded;
      return <Component {...props} />;
    }
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}
