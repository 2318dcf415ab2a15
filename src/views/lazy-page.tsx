import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A component whose code is in a chunk of its own. */
export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the component's chunk once; resolves when it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Loads a component's module once and keeps the component; after a failure (offline, a deploy
 * replaced the chunk) the next `preload` imports it again, which a browser that keeps failed module
 * imports (Chromium) answers with the same error: the page's error boundary then offers a full
 * load (decision 0018).
 */
export function componentLoader<P extends object>(
  load: () => Promise<ComponentType<P>>,
): {
  preload(): Promise<void>;
  /** The component once loaded, synchronously. */
  loaded(): ComponentType<P> | undefined;
} {
  let component: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  return {
    preload: () =>
      (pending ??= load().then(
        (loaded) => {
          component = loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => component,
  };
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
): LazyComponent<P> {
  const { preload, loaded } = componentLoader(load);
  const Lazy = lazy(() => preload().then(() => ({ default: loaded() as ComponentType<P> })));
  function Page(props: P) {
    const Component = loaded();
    if (Component) return <Component {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}
