import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useClientStore, useRestoreStatus } from '~/lib/client-state/provider.tsx';
import { emptyCart } from '~/lib/client-state/state.ts';
import { notifyInfo } from '~/lib/notify.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { cartApi } from '../api.ts';
import { guestBulkBody } from '../guest-cart.ts';

/**
 * At sign-in the cart a guest built in this browser joins their account's
 * cart (`cart-bulk`) and is cleared here, so it is never sent twice; the
 * loaders then run again to show the merged cart and its count. If the
 * account already holds another store's cart, that one stays and the
 * person is told so.
 */
export function GuestCartMerge(): null {
  const user = useSessionUser();
  const store = useClientStore();
  const status = useRestoreStatus();
  const { revalidate } = useRevalidator();
  const sending = useRef(false);

  useEffect(() => {
    if (!user || status !== 'ready' || sending.current) return;
    const body = guestBulkBody(store.getState().cart);
    if (!body) return;
    sending.current = true;
    void (async () => {
      try {
        const result = await cartApi.bulk(body);
        // A failure other than the network keeps nothing worth retrying (the items are gone or invalid).
        if (result.ok || result.reason === 'http') store.setState((state) => ({ ...state, cart: emptyCart() }));
        if (result.ok) {
          if (result.data.merge.message) notifyInfo(result.data.merge.message);
          await revalidate();
        }
      } finally {
        sending.current = false;
      }
    })();
  }, [user, status, store, revalidate]);

  return null;
}
