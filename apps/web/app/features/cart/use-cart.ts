import { message } from '~/lib/messages.ts';
import { useCallback, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiResult } from '~/lib/api-client.ts';
import { useClientStore } from '~/lib/client-state/provider.tsx';
import { emptyCart } from '~/lib/client-state/state.ts';
import { notifyError } from '~/lib/notify.ts';
import { settledSessionUser } from '~/lib/deferred-session.ts';
import { useLanguage, useSessionPending, useSessionUser } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { cartApi } from './api.ts';
import {
  guestAdd,
  guestRemove,
  guestSetQuantity,
  type GuestLine,
  type GuestStore,
  type StockProblem,
} from './guest-cart.ts';

/** `quantity`: how many of the variant the cart holds after the add (what was there plus what was added). */
export type AddResult =
  { kind: 'added'; quantity: number } | { kind: 'store_conflict'; storeName: string } | { kind: 'failed' };

export interface CartActions {
  signedIn: boolean;
  add(store: GuestStore, line: GuestLine, options?: { replace?: boolean }): Promise<AddResult>;
  /** `key`: the line's id (signed in) or uuid (guest). */
  setQuantity(key: string, quantity: number): Promise<boolean>;
  remove(key: string): Promise<boolean>;
  clear(): Promise<boolean>;
}

/**
 * One way to change the cart, wherever it lives: signed in, the API's cart
 * (then the loaders run again, so the page and the header's count show the
 * server's answer); a guest, the persisted client state under the same rules.
 */
export function useCartActions(): CartActions {
  const user = useSessionUser();
  const pending = useSessionPending();
  const store = useClientStore();
  const lang = useLanguage();
  const onError = useApiErrorHandler();
  const { revalidate } = useRevalidator();
  const signedIn = user !== null;

  const showProblem = useCallback(
    (problem: StockProblem) => notifyError(message(problem.key, lang, problem.params)),
    [lang],
  );

  const settle = useCallback(
    async (result: ApiResult<unknown>): Promise<boolean> => {
      if (!result.ok) {
        onError(result);
        return false;
      }
      await revalidate();
      return true;
    },
    [onError, revalidate],
  );

  const add = useCallback<CartActions['add']>(
    async (shop, line, options = {}) => {
      // On a shared page the browser may still be asking who is signed in: a signed-in person's line goes to
      // their own cart, not to a guest cart merged (or refused for another store's) a moment later.
      if (signedIn || (pending && (await settledSessionUser()) !== null)) {
        const result = await cartApi.add({
          product_id: line.product_id,
          variation_id: line.variation_id,
          quantity: line.quantity,
          ...(options.replace ? { replace: true } : {}),
        });
        if (!result.ok && result.status === 409 && result.error?.code === 'cart_store_conflict') {
          const current = (result.error as { current_store?: { name?: string | null } }).current_store;
          return { kind: 'store_conflict', storeName: current?.name ?? '' };
        }
        if (!(await settle(result)) || !result.ok) return { kind: 'failed' };
        const held = result.data.data.cart_list.find((item) => item.variation_id === line.variation_id);
        return { kind: 'added', quantity: held?.quantity ?? line.quantity };
      }
      const outcome = guestAdd(store.getState().cart, shop, line, options);
      if (outcome.kind === 'store_conflict') return outcome;
      if (outcome.kind === 'stock') {
        showProblem(outcome.problem);
        return { kind: 'failed' };
      }
      store.setState((state) => ({ ...state, cart: outcome.cart }));
      const held = outcome.cart.cart_list.find((item) => item.variation_id === line.variation_id);
      return { kind: 'added', quantity: held?.quantity ?? line.quantity };
    },
    [signedIn, pending, settle, showProblem, store],
  );

  const setQuantity = useCallback<CartActions['setQuantity']>(
    async (key, quantity) => {
      if (signedIn) return settle(await cartApi.setQuantity(key, quantity));
      const outcome = guestSetQuantity(store.getState().cart, key, quantity);
      if (outcome.kind === 'stock') {
        showProblem(outcome.problem);
        return false;
      }
      store.setState((state) => ({ ...state, cart: outcome.cart }));
      return true;
    },
    [signedIn, settle, showProblem, store],
  );

  const remove = useCallback<CartActions['remove']>(
    async (key) => {
      if (signedIn) return settle(await cartApi.remove(key));
      store.setState((state) => ({ ...state, cart: guestRemove(state.cart, key) }));
      return true;
    },
    [signedIn, settle, store],
  );

  const clear = useCallback<CartActions['clear']>(async () => {
    if (signedIn) return settle(await cartApi.clear());
    store.setState((state) => ({ ...state, cart: emptyCart() }));
    return true;
  }, [signedIn, settle, store]);

  return useMemo(() => ({ signedIn, add, setQuantity, remove, clear }), [signedIn, add, setQuantity, remove, clear]);
}
