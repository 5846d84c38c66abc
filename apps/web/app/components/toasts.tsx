import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRegion } from '~/lib/notify.ts';

const ToastRegion = lazy(() => import('./toast-region.tsx'));

const never = () => false;

/**
 * The toast region, mounted with the first toast (lib/notify.ts): until then
 * no page pays for the toast library.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(toastRegion.subscribe, toastRegion.wanted, never);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
