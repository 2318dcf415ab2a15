import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the component's chunk once; resolves when it can render without suspending. */
  preload(): Promise<unknown>;
}

// Loads a module once and keeps it (`preload` resolves to it); after a failure the next `preload`
// tries again (Chromium keeps failed imports: the error boundary then offers a full load, decision 0018).
export function moduleLoader<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { preload, loaded: () => value };
}

// Once its module is there (preloaded before hydration, at build or on a link's hover) a page
// renders without Suspense, so the HTML hydrates in one pass; before, it shows `fallback`.
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): LazyComponent<P> {
  const { preload, loaded } = moduleLoader(load);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
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
