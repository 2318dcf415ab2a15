import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A component whose code is in a chunk of its own. */
export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the component's chunk once; resolves when it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Loads a component's module once and keeps it. After a failure the next `preload` tries again
 * (Chromium answers with the same error, as it keeps failed module imports: the page's error
 * boundary then offers a full load, decision 0018).
 */
export function componentLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  let component: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (loaded) => void (component = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { preload, loaded: () => component };
}

/**
 * A page in its own chunk. Once its module is there (preloaded before hydration, at build time,
 * or on a link's hover or touch) it renders synchronously, without a Suspense boundary, so the
 * prerendered HTML hydrates in one pass; before that it suspends and shows `fallback`.
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
