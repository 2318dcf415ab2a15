import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { moduleLoader, type LazyComponent } from './lazy-page';
import { nearView, showLoadFailure } from '../form-before-app';

/** Every deferred part's loader: the prerenderer and the view tests render them all at once. */
const sections = new Set<() => Promise<unknown>>();

export function preloadDeferredSections(): Promise<void> {
  return Promise.all([...sections].map((preload) => preload())).then(() => undefined);
}

/**
 * A part far below the fold (the home page's contact form) whose code loads when the visitor comes
 * within a screen of its prerendered `anchorId` (decision 0018); until then React keeps its HTML,
 * typeable, in a Suspense boundary. Rendered afresh, it loads at once; if the code fails, the HTML
 * stays and the visitor is told.
 */
export function deferredSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  anchorId: string,
): LazyComponent<P> {
  const { preload, loaded } = moduleLoader(load);
  let neededNow = () => {};
  const needed = new Promise<void>((resolve) => (neededNow = resolve));
  const Lazy = lazy(async () => {
    const prerendered = document.getElementById(anchorId);
    if (prerendered) await Promise.race([nearView(prerendered), needed]);
    try {
      return { default: await preload() };
    } catch {
      showLoadFailure();
      // Suspended for good on the prerendered HTML: typeable, and a submit held, not lost.
      return new Promise<never>(() => {});
    }
  });
  sections.add(preload);
  /** Rendered only when React renders the part afresh: its HTML is gone, so it is wanted now. */
  function LoadNow() {
    useEffect(() => neededNow(), []);
    return null;
  }
  function Section(props: P) {
    // Chosen once per mount, the same tree on the server and hydrating: switching to the loaded
    // component later would remount the part and drop what was typed.
    const [Component] = useState<ComponentType<P>>(() => loaded() ?? Lazy);
    return (
      <Suspense fallback={<LoadNow />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Section, { preload });
}
