import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { componentLoader, type LazyComponent } from './lazy-page';

/**
 * A part of a page far below the fold (the home page's contact form) whose code loads only when
 * the visitor comes within a screen of it (decision 0018). Hydrating, React keeps the part's
 * prerendered HTML, readable and typeable, inside a Suspense boundary until the code is there,
 * then hydrates it on its own; a form submitted meanwhile is held by the boot script until
 * `onSectionHydrated`. Rendered afresh (an in-app navigation, or an update that reached the part
 * before it hydrated, which drops its HTML), it loads at once. Code that cannot be loaded is not
 * asked for again (a browser keeps a failed module import): the prerendered HTML stays, and the
 * boot script tells the visitor (`onSectionFailed`).
 */
export type DeferredSection<P extends object> = LazyComponent<P>;

const sections = new Set<() => Promise<void>>();
const hydratedListeners = new Set<() => void>();
const failedListeners = new Set<() => void>();
let someFailed = false;

/** The prerenderer and the view tests render every part at once: they load them all first. */
export function preloadDeferredSections(): Promise<void> {
  return Promise.all([...sections].map((preload) => preload())).then(() => undefined);
}

/** Calls `listener` each time a deferred part has hydrated (or rendered); returns an unsubscribe. */
export function onSectionHydrated(listener: () => void): () => void {
  hydratedListeners.add(listener);
  return () => hydratedListeners.delete(listener);
}

/** Calls `listener` when a part's code fails to load, at once if one has; returns an unsubscribe. */
export function onSectionFailed(listener: () => void): () => void {
  if (someFailed) listener();
  failedListeners.add(listener);
  return () => failedListeners.delete(listener);
}

/** Resolves when `element` comes within a screen height of the viewport. */
function near(element: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    for (const listener of hydratedListeners) listener();
  }, []);
  return children;
}

/**
 * @param load the part's module, imported dynamically so it gets its own chunk.
 * @param anchorId the id of an element inside the prerendered part: watched to know when the
 *   visitor comes near, and absent when the page was not prerendered (then the part loads at once).
 */
export function deferredSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  anchorId: string,
): DeferredSection<P> {
  const { preload, loaded } = componentLoader(load);
  let neededNow = () => {};
  const needed = new Promise<void>((resolve) => (neededNow = resolve));
  const Lazy = lazy(async () => {
    const prerendered = document.getElementById(anchorId);
    if (prerendered) await Promise.race([near(prerendered), needed]);
    try {
      await preload();
    } catch {
      if (!someFailed) for (const listener of failedListeners) listener();
      someFailed = true;
      // Suspended for good on the prerendered HTML: typeable, and a submit held, not lost.
      return new Promise<never>(() => {});
    }
    return { default: loaded() as ComponentType<P> };
  });
  sections.add(preload);
  /** Rendered only when React renders the part afresh: its HTML is gone, so it is wanted now. */
  function LoadNow() {
    useEffect(() => neededNow(), []);
    return null;
  }
  function Section(props: P) {
    // The same tree on the server (code preloaded) and while hydrating (code maybe not yet there).
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the
    // part and drop what the visitor typed.
    const [Component] = useState<ComponentType<P>>(() => loaded() ?? Lazy);
    return (
      <Suspense fallback={<LoadNow />}>
        <Hydrated>
          <Component {...props} />
        </Hydrated>
      </Suspense>
    );
  }
  return Object.assign(Section, { preload });
}
