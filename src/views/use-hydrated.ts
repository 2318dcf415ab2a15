import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the prerendered HTML, true from the render after
 * (and at once in a page rendered in the browser). Attributes that only the app keeps right, such
 * as `aria-expanded` on a control that works natively before it (a popover's toggle, a
 * `<summary>`), are rendered from then on: the prerendered HTML leaves them to the browser's own
 * semantics, and hydration sees the same markup as the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
