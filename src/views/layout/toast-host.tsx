import { lazy, Suspense } from 'react';
import { useToastState } from '../components/toast-store';
import * as styles from './toast-host.css';

const Toasts = lazy(() => import('../components/toasts'));

export function ToastHost() {
  const { requested, fallback } = useToastState();
  return (
    <>
      {requested && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      {fallback !== null && (
        <div role="status" className={styles.fallback}>
          {fallback}
        </div>
      )}
    </>
  );
}
