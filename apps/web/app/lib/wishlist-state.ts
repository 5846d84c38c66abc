import { useSyncExternalStore } from 'react';
import type { WishlistWriteResponse } from '@bedesten/core/schemas/wishlist';
import { apiGet, apiPost, apiSend, type ApiResult } from './api-client.ts';

/**
 * Which products the signed-in person saved, for every heart on the page:
 * one `GET /api/wishlist-ids` per page load and person (not one per card),
 * kept in memory and changed as hearts are pressed. The server render knows
 * nothing of it, so hearts start empty and fill after hydration.
 */
interface WishlistState {
  userId: string | null;
  ids: ReadonlySet<string>;
  loaded: boolean;
}

const EMPTY: WishlistState = { userId: null, ids: new Set(), loaded: false };
let state: WishlistState = EMPTY;
let loading: Promise<void> | null = null;
/** Hearts pressed while the ids were on their way: the answer may predate them, so they win. */
const pressedWhileLoading = new Map<string, boolean>();
/** `?save=` ids already handled on this page load, so many hearts save once. */
const consumed = new Set<string>();
const listeners = new Set<() => void>();

function set(next: WishlistState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The saved ids of `userId` (null: signed out); loads them the first time anyone asks. */
export function ensureWishlistLoaded(userId: string | null): void {
  if (userId === null) {
    if (state.userId !== null) set(EMPTY);
    return;
  }
  if (state.userId === userId && (state.loaded || loading)) return;
  set({ userId, ids: new Set(), loaded: false });
  pressedWhileLoading.clear();
  const request = apiGet<{ data: string[] }>('wishlist-ids').then((result) => {
    loading = null;
    if (state.userId !== userId) return;
    const ids = new Set(result.ok ? result.data.data : state.ids);
    for (const [id, saved] of pressedWhileLoading) {
      if (saved) ids.add(id);
      else ids.delete(id);
    }
    pressedWhileLoading.clear();
    set({ userId, ids, loaded: result.ok });
  });
  loading = request;
}

function mark(productId: string, saved: boolean) {
  if (loading) pressedWhileLoading.set(productId, saved);
  const ids = new Set(state.ids);
  if (saved) ids.add(productId);
  else ids.delete(productId);
  set({ ...state, ids });
}

/** Saves or removes a product; the page shows the change at once and takes it back if the API says no. */
export async function setSaved(productId: string, saved: boolean): Promise<ApiResult<WishlistWriteResponse>> {
  mark(productId, saved);
  const result = saved
    ? await apiPost<WishlistWriteResponse>('wishlist', { product_id: productId })
    : await apiSend<WishlistWriteResponse>('DELETE', `wishlist/${encodeURIComponent(productId)}`);
  // Removing what is already gone (another tab) leaves it removed, as asked.
  if (!result.ok && !(result.status === 404 && !saved)) mark(productId, !saved);
  return result;
}

/** True the first time a `?save=` id is offered on this page load. */
export function consumeSaveRequest(productId: string): boolean {
  if (consumed.has(productId)) return false;
  consumed.add(productId);
  return true;
}

const serverSnapshot = () => EMPTY;

/** The state now, outside React (tests). */
export const wishlistSnapshot = (): WishlistState => state;

export function useWishlistState(): WishlistState {
  return useSyncExternalStore(subscribe, () => state, serverSnapshot);
}
