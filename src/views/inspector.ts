import type { InspectionEvent, Observer } from 'xstate';

/**
 * Development only: `?inspect` in the URL attaches every machine to the Stately browser inspector.
 * Behind `import.meta.env.DEV`, so production builds drop the package (a test checks dist/).
 */
let observer: Observer<InspectionEvent> | undefined;

export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    observer = createBrowserInspector().inspect;
  }
}

export function inspectOptions(): { inspect?: Observer<InspectionEvent> } {
  return observer ? { inspect: observer } : {};
}
