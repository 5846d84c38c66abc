import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useClientStore, useRestoreStatus } from '~/lib/client-state/provider.tsx';
import { emptyCart } from '~/lib/client-state/state.ts';
import { notifyInfo } from '~/lib/notify.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { cartApi } from '../api.ts';
import { guestBulkBody, newMergeId } from '../guest-cart.ts';
import { setGuestMergeStatus } from '../merge-status.ts';

/** Guest carts (by merge id) being sent from this page, whichever component instance sends them. */
const sending = new Set<string>();
/** Answers after which the same cart is sent again later: signed out meanwhile, timed out, limited. */
const RETRYABLE = new Set([401, 408, 429]);

/**
 * At sign-in the cart a guest built in this browser joins their account's
 * cart (`cart-bulk`) and is cleared here; the loaders then run again to show
 * the merged cart and its count. If the account already holds another
 * store's cart, that one stays and the person is told so.
 *
 * The cart goes with its merge id, so the API merges it once even when it
 * is sent again: by a page loaded (or a layout mounted) before the answer
 * came and the cart was cleared, by another tab, or after a lost answer.
 * Within one page it is sent once at a time.
 */
export function GuestCartMerge(): null {
  const user = useSessionUser();
  const store = useClientStore();
  const status = useRestoreStatus();
  const { revalidate } = useRevalidator();

  useEffect(() => {
    if (!user || status !== 'ready') return;
    // A cart saved before carts had an id gets one first, kept with it, so every send names the same cart.
    const saved = store.getState().cart;
    if (saved.cart_list.length > 0 && !saved.merge_id) {
      store.setState((state) => ({ ...state, cart: { ...state.cart, merge_id: newMergeId() } }));
    }
    const body = guestBulkBody(store.getState().cart);
    if (!body?.merge_id || sending.has(body.merge_id)) return;
    const mergeId = body.merge_id;
    sending.add(mergeId);
    setGuestMergeStatus({ busy: true, keptMessage: null, cart: null });
    void (async () => {
      try {
        const result = await cartApi.bulk(body);
        // A refusal (the items are gone or invalid) keeps nothing worth retrying; a network failure,
        // a limit or a server fault keeps the cart for the next page, which sends it again safely.
        // Only this cart is cleared: one the person started meanwhile has another id.
        if (result.ok || (result.reason === 'http' && !RETRYABLE.has(result.status) && result.status < 500)) {
          store.setState((state) => (state.cart.merge_id === mergeId ? { ...state, cart: emptyCart() } : state));
        }
        if (result.ok) {
          const { outcome, message } = result.data.merge;
          if (message) notifyInfo(message);
          // The cart page goes by this answer (its own data may be drawn later); a kept other-store cart is
          // said again there, which stays rather than go on to pay for that cart.
          setGuestMergeStatus({ cart: result.data.data, keptMessage: outcome === 'kept_server_cart' ? message : null });
          await revalidate();
        }
      } finally {
        sending.delete(mergeId);
        setGuestMergeStatus({ busy: sending.size > 0 });
      }
    })();
  }, [user, status, store, revalidate]);

  return null;
}
