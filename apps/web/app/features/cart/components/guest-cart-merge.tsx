import { lazy, Suspense } from 'react';
import { useClientState, useRestoreStatus } from '~/lib/client-state/provider.tsx';
import { useSessionUser } from '~/lib/root-data.ts';

// The merge and its question load only when there is a guest cart to join: every page's first load skips them.
const GuestCartSync = lazy(() => import('./guest-cart-sync.tsx'));

/**
 * A signed-in person with a guest cart in this browser: it joins their
 * account's cart (GuestCartSync), asking first when the saved cart is
 * another store's.
 */
export function GuestCartMerge() {
  const user = useSessionUser();
  const ready = useRestoreStatus() === 'ready';
  const waiting = useClientState((state) => state.cart.cart_list.length > 0);
  return user && ready && waiting ? (
    <Suspense fallback={null}>
      <GuestCartSync />
    </Suspense>
  ) : null;
}
