import type { CabState, CartState, ClientState } from './types.ts';

/** The one localStorage key of the persisted client state (SPEC.md §4). */
export const STATE_KEY = 'bedesten-state';
/** Bump when a persisted shape changes incompatibly; older data is dropped. */
export const STATE_VERSION = 1;
/** SPEC.md §9: give up restoring after 5 s and start with defaults. */
export const RESTORE_TIMEOUT_MS = 5000;
/** SPEC.md §9: mobile layout at 768 px or less. */
export const MOBILE_MAX_WIDTH = 768;

export function emptyCart(): CartState {
  return { store_id: null, store_name: null, cart_list: [], totals: null };
}

export function emptyCab(): CabState {
  return {
    pickup: null,
    destination: null,
    vehicleList: [],
    pickupDateTime: null,
    returnDateTime: null,
    wayType: 'one_way',
    modify: false,
  };
}

export function createDefaultState(): ClientState {
  return {
    location: null,
    user: null,
    cart: emptyCart(),
    vendor: { storeSetupDraft: null },
    storeType: null,
    checkoutNavigation: false,
    cab: emptyCab(),
    screen: { width: null, isMobile: false },
    ui: { headerTheme: 'dark' },
  };
}

interface Envelope {
  v: number;
  state: Partial<ClientState>;
}

export function serializeState(state: ClientState): string {
  const envelope: Envelope = { v: STATE_VERSION, state };
  return JSON.stringify(envelope);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Shallow-merges a stored object slice over its default, ignoring wrong types. */
function mergeSlice<T extends object>(fallback: T, stored: unknown): T {
  return isRecord(stored) ? { ...fallback, ...stored } : fallback;
}

/**
 * Parses stored state. Anything unreadable, from another version or of the
 * wrong shape gives null (start from defaults); missing slices take defaults.
 */
export function deserializeState(raw: string | null | undefined): ClientState | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.v !== STATE_VERSION || !isRecord(parsed.state)) return null;
  const stored = parsed.state;
  const base = createDefaultState();
  const cart = mergeSlice(base.cart, stored.cart);
  return {
    location: isRecord(stored.location) ? (stored.location as unknown as ClientState['location']) : null,
    user: isRecord(stored.user) ? (stored.user as unknown as ClientState['user']) : null,
    cart: { ...cart, cart_list: Array.isArray(cart.cart_list) ? cart.cart_list : [] },
    vendor: mergeSlice(base.vendor, stored.vendor),
    storeType: stored.storeType === 'goods' || stored.storeType === 'services' ? stored.storeType : null,
    checkoutNavigation: stored.checkoutNavigation === true,
    cab: mergeSlice(base.cab, stored.cab),
    screen: mergeSlice(base.screen, stored.screen),
    ui: mergeSlice(base.ui, stored.ui),
  };
}

/**
 * Logout / clear data (SPEC.md §4): resets the person's data (user, cart,
 * vendor drafts, checkout and cab booking) and keeps device facts: the screen
 * size, UI preferences and the chosen location.
 */
export function clearUserData(state: ClientState): ClientState {
  const base = createDefaultState();
  return {
    ...base,
    location: state.location,
    screen: state.screen,
    ui: state.ui,
  };
}

/** Number of items in the cart, for the header badge. */
export function cartCount(cart: CartState): number {
  return cart.cart_list.reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}
