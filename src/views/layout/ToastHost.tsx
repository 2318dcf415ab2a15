import { lazy, Suspense } from 'react';
import { useToastsRequested } from './toast-store';

const Toasts = lazy(() => import('./Toasts'));

export function ToastHost() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
