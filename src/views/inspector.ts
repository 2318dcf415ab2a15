import type { InspectionEvent, Observer } from 'xstate';

/**
 * Development only: `?inspect` in the URL attaches every machine to the Stately browser inspector.
 * `main.tsx` installs the observer behind `import.meta.env.DEV`, so production builds drop the
 * package entirely (a test checks dist/ for it).
 */
let observer: Observer<InspectionEvent> | undefined;

export function installInspector(inspect: Observer<InspectionEvent>): void {
  observer = inspect;
}

export function inspectOptions(): { inspect?: Observer<InspectionEvent> } {
  return observer ? { inspect: observer } : {};
}
