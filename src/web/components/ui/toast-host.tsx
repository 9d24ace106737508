import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsWanted } from '../../lib/notify.ts';

const ToastContainer = lazy(() => import('./toast-container.tsx'));

/** Mounts the toast container the first time a toast is asked for. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
