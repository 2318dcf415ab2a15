import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after. Attributes only the app keeps right, such as
 * `aria-expanded` on a control that works natively before it (a popover's toggle, a `<summary>`),
 * wait for it: hydration then sees the markup the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
