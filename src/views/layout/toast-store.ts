import { useSyncExternalStore } from 'react';

export type ToastKind = 'loading' | 'success' | 'error';

/**
 * react-hot-toast is loaded only when the first toast is needed: the host mounts the lazy
 * Toaster once something was shown, so pages that never send a message never pay for it.
 */
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

export async function showToast(kind: ToastKind, message: string, id: string): Promise<void> {
  const { toast } = await import('react-hot-toast');
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  toast[kind](message, { id });
}
