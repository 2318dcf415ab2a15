import { Suspense, use, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentYear } from './use-current-year';
import { useHydrated } from './use-hydrated';

let settle = () => {};
/** Settles on the visitor's first touch, key or focus once the app has started. */
const acted = new Promise<void>((resolve) => (settle = resolve));

/** Called as the app starts: from the next act on, static parts hydrate (decision 0018). */
export function hydrateStaticPartsOnAct(): void {
  const first = new AbortController();
  const act = () => {
    first.abort();
    // Settled at once for React's `use`: the part an act lands on hydrates in that event.
    Object.assign(acted, { status: 'fulfilled', value: undefined });
    settle();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    document.addEventListener(type, act, { capture: true, passive: true, signal: first.signal });
}

function WaitForAct({ children }: { children: ReactNode }) {
  const hydrating = !useHydrated();
  // HTML of an earlier year hydrates at once, to show this year.
  const thisYear = useCurrentYear() === new Date().getFullYear();
  if (hydrating && thisYear && !import.meta.env.SSR) use(acted);
  return children;
}

/**
 * Text and links that need no script: hydration keeps their prerendered HTML and skips their work
 * (a phone's start, decision 0018) until the visitor first acts. Keyed by location: a navigation
 * renders them afresh, since an update could not reach HTML not yet hydrated.
 */
export function StaticPart({ children }: { children: ReactNode }) {
  return (
    <Suspense key={useLocation().key}>
      <WaitForAct>{children}</WaitForAct>
    </Suspense>
  );
}
