import type { CartView } from '@bedesten/core/schemas/cart';
import { useSyncExternalStore } from 'react';

/**
 * Whether this page is still joining a guest cart to the account, and what
 * the last merge said. The cart page waits on it before going on to
 * checkout: until the merge and the reload of the cart are done, the
 * server's cart is not yet the one the guest built.
 */
export interface GuestMergeStatus {
  /** A guest cart is being sent, or the pages are being read again after it. */
  busy: boolean;
  /** The account's saved cart (another store's) was kept and the guest's items left out: the words said. */
  keptMessage: string | null;
  /**
   * The account's cart as the last merge answered it, until the cart page
   * has gone by it: newer than the page's own data until React Router has
   * drawn the reload (continueAfterSignIn).
   */
  cart: CartView | null;
}

const IDLE: GuestMergeStatus = { busy: false, keptMessage: null, cart: null };
let current: GuestMergeStatus = IDLE;
const listeners = new Set<() => void>();

export function setGuestMergeStatus(next: Partial<GuestMergeStatus>): void {
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGuestMergeStatus(): GuestMergeStatus {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => IDLE,
  );
}
