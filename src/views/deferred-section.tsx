import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createActor, fromPromise, toPromise } from 'xstate';
import { deferredPartMachine } from '../machines/deferred-part-machine';
import { componentLoader, type LazyComponent } from './lazy-page';

/**
 * A part of a page far below the fold (the home page's contact form) whose code loads only when
 * the visitor comes near it (docs/decisions/0018). Hydrating, React keeps the part's prerendered
 * HTML inside a Suspense boundary, readable and typeable, until the code is there, then hydrates
 * it on its own; text typed meanwhile is adopted by the part (ContactForm), and a form submitted
 * meanwhile is held by the boot script until `onSectionHydrated` says the part can send it.
 * Rendered in the browser instead (an in-app navigation), the part loads at once; so does a part
 * that React has to render afresh before it hydrated (an update reached it, e.g. the visitor's
 * language replacing the prerendered English): its HTML is gone then, and waiting would leave a hole.
 */
/** Called like a lazy page: a component, and `preload` to fetch its code once. */
export type DeferredSection<P extends object> = LazyComponent<P>;

/** How far ahead of the viewport a part starts loading: one screen height. */
const nearMargin = '100% 0px';

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

/**
 * Calls `listener` when a deferred part's code fails to load (final for this document:
 * deferredPartMachine), at once if one already has; the boot script then tells the visitor.
 * Returns an unsubscribe.
 */
export function onSectionFailed(listener: () => void): () => void {
  if (someFailed) listener();
  failedListeners.add(listener);
  return () => failedListeners.delete(listener);
}

/** Calls `needed` when `element` comes within `nearMargin` of the viewport; returns a stop. */
function whenNear(element: Element, needed: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    needed();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) needed();
    },
    { rootMargin: nearMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Rendered only when React renders the part afresh (an in-app navigation, an update before it
 * hydrated), never while the prerendered HTML stays: the part is wanted now.
 */
function LoadNow({ needed }: { needed: () => void }) {
  useEffect(needed, [needed]);
  return null;
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
  // When to load: the part's machine. Until then, and for good if the load fails, the
  // prerendered HTML stays (typeable; a submit stays held, not lost).
  const part = createActor(
    deferredPartMachine.provide({ actors: { load: fromPromise(() => preload()) } }),
  ).start();
  const failureWatch = part.subscribe((snapshot) => {
    if (!snapshot.matches('failed')) return;
    failureWatch.unsubscribe();
    someFailed = true;
    for (const listener of failedListeners) listener();
  });
  const needed = () => part.send({ type: 'part.needed' });
  const Lazy = lazy(async () => {
    const prerendered = document.getElementById(anchorId);
    if (prerendered) {
      const stop = whenNear(prerendered, needed);
      part.subscribe((snapshot) => {
        if (!snapshot.matches('waiting')) stop();
      });
    } else needed();
    // Settles only once loaded: a failed part stays suspended on its prerendered HTML.
    await toPromise(part);
    return { default: loaded() as ComponentType<P> };
  });
  sections.add(preload);
  function Section(props: P) {
    // The same tree on the server (code preloaded) and while hydrating (code maybe not yet there):
    // the boundary is what lets React hydrate the rest of the page without this part. Chosen once
    // per mount: switching from Lazy to the loaded component later would remount the part and
    // drop what the visitor typed.
    const [Component] = useState<ComponentType<P>>(() => loaded() ?? Lazy);
    return (
      <Suspense fallback={<LoadNow needed={needed} />}>
        <Hydrated>
          <Component {...props} />
        </Hydrated>
      </Suspense>
    );
  }
  return Object.assign(Section, { preload });
}
