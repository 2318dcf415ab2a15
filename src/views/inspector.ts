import type { InspectionEvent, Observer } from 'xstate';

// Development only: `?inspect` attaches the machines to the Stately inspector; production drops it.
let observer: Observer<InspectionEvent> | undefined;

export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    observer = createBrowserInspector().inspect;
  }
}

export function inspectOptions() {
  return { inspect: observer };
}
