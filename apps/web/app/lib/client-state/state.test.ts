import { describe, expect, it } from 'vitest';
import {
  cartCount,
  clearUserData,
  createDefaultState,
  deserializeState,
  serializeState,
  STATE_KEY,
  STATE_VERSION,
} from './state.ts';
import type { CartItem, ClientState } from './types.ts';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  uuid: 'u1',
  product_id: 'p1',
  quantity: 2,
  selling_price: 450,
  mrp_price: 500,
  product_name: 'Halloumi',
  ...overrides,
});

function filledState(): ClientState {
  const state = createDefaultState();
  return {
    ...state,
    location: { lat: 35.17, lng: 33.36, address: 'Nicosia' },
    user: { id: 'user-1', name: 'Ayşe', type: 'vendor', store_id: 's1' },
    cart: {
      store_id: 's1',
      store_name: 'Köşe Market',
      cart_list: [item(), item({ uuid: 'u2', quantity: 1 })],
      totals: null,
    },
    vendor: { storeSetupDraft: { formData: { title: 'Köşe Market' }, active_tab: 'store_info' } },
    storeType: 'goods',
    checkoutNavigation: true,
    cab: { ...state.cab, wayType: 'return', modify: true },
    screen: { width: 375, isMobile: true },
    ui: { headerTheme: 'light' },
  };
}

describe('persisted client state', () => {
  it('uses one fixed, versioned key', () => {
    expect(STATE_KEY).toBe('bedesten-state');
    expect(JSON.parse(serializeState(createDefaultState()))).toMatchObject({ v: STATE_VERSION });
  });

  it('round-trips through serialize and deserialize', () => {
    const state = filledState();
    expect(deserializeState(serializeState(state))).toEqual(state);
  });

  it('starts from defaults with nothing stored, broken JSON or another version', () => {
    expect(deserializeState(null)).toBeNull();
    expect(deserializeState('')).toBeNull();
    expect(deserializeState('{not json')).toBeNull();
    expect(deserializeState(JSON.stringify({ v: STATE_VERSION + 1, state: {} }))).toBeNull();
    expect(deserializeState(JSON.stringify({ v: STATE_VERSION, state: 'x' }))).toBeNull();
  });

  it('fills missing slices with defaults and drops values of the wrong type', () => {
    const restored = deserializeState(
      JSON.stringify({
        v: STATE_VERSION,
        state: { cart: { store_id: 's1', cart_list: 'oops' }, storeType: 'cars', ui: 5 },
      }),
    );
    expect(restored?.cart).toEqual({ store_id: 's1', store_name: null, cart_list: [], totals: null });
    expect(restored?.storeType).toBeNull();
    expect(restored?.ui).toEqual({ headerTheme: 'dark' });
    expect(restored?.cab).toEqual(createDefaultState().cab);
  });

  it('never stores a token', () => {
    expect(serializeState(filledState())).not.toMatch(/token/i);
  });

  it('has a dark header by default (SPEC.md §9)', () => {
    expect(createDefaultState().ui.headerTheme).toBe('dark');
  });
});

describe('clearUserData', () => {
  it('resets user, cart and vendor data but keeps the screen size (SPEC.md §4)', () => {
    const cleared = clearUserData(filledState());
    const defaults = createDefaultState();
    expect(cleared.user).toBeNull();
    expect(cleared.cart).toEqual(defaults.cart);
    expect(cleared.vendor).toEqual(defaults.vendor);
    expect(cleared.checkoutNavigation).toBe(false);
    expect(cleared.cab).toEqual(defaults.cab);
    expect(cleared.screen).toEqual({ width: 375, isMobile: true });
    expect(cleared.ui).toEqual({ headerTheme: 'light' });
  });
});

describe('cartCount', () => {
  it('adds up the quantities', () => {
    expect(cartCount(filledState().cart)).toBe(3);
    expect(cartCount(createDefaultState().cart)).toBe(0);
  });
});
