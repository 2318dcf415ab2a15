import { useSyncExternalStore } from 'react';
import { moduleLoader } from '../lazy-page';

// react-hot-toast loads when the form is first used; if it cannot be fetched, the outcome is still
// announced in a plain status region. `requested`: the host mounts the lazy Toaster; `fallback`:
// the last message, shown inline when the toast library itself could not be loaded.
const initial = { requested: false, fallback: null as string | null };
let state = initial;
const listeners = new Set<() => void>();

function update(next: Partial<typeof initial>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => state;
export const useToastState = () => useSyncExternalStore(subscribe, current, () => initial);

// The Toaster wrapper is its own chunk: fetch it with the library so both are in hand.
const library = moduleLoader(() =>
  Promise.all([import('react-hot-toast'), import('./toasts')]).then(([toasts]) => toasts),
);

/** Called when the visitor starts typing, so the toasts are there before the connection may go. */
export function prefetchToasts() {
  library.preload().catch(() => undefined);
}

type ToastKind = 'loading' | 'success' | 'error';

export async function showToast(kind: ToastKind, message: string, id: string) {
  try {
    const { toast } = await library.preload();
    if (!state.requested || state.fallback !== null) update({ requested: true, fallback: null });
    toast[kind](message, { id });
  } catch {
    update({ fallback: message });
  }
}
