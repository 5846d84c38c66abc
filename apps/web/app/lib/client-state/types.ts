/**
 * Shapes of the persisted client state (SPEC.md §3 "Client state").
 * Field names follow the spec, so data from the API fits unchanged.
 * No token or password ever goes here: sessions are httpOnly cookies.
 */

/** SPEC.md §3 Location. */
export interface ClientLocation {
  lat: number;
  lng: number;
  address: string;
  formatted_address?: string;
  city?: string;
  state?: string;
  country?: string;
  zip_code?: string;
  isocode?: string;
}

/** SPEC.md §3 Cart item. */
export interface CartItem {
  id?: string | number;
  uuid: string;
  product_id: string | number;
  master_product_id?: string | number | null;
  variation_id?: string | number | null;
  quantity: number;
  unit_id?: string | number | null;
  unit_name?: string | null;
  unit_quantity?: number | null;
  selling_price: number;
  mrp_price: number;
  size_id?: string | number | null;
  size_name?: string | null;
  product_name: string;
  image_url?: string | null;
  stock_status?: string | null;
  /** What was left of a limited variant when it was added (null: always available). */
  stock?: number | null;
  product_slug?: string;
}

/** SPEC.md §3 Cart totals (integer minor units). */
export interface CartTotals {
  mrp_total: number;
  item_total: number;
  items_discount: number;
  final_total: number;
  coupon_amount: number;
  delivery_charges: number;
  platform_amount: number;
}

/** SPEC.md §3 Cart: one store at a time. */
export interface CartState {
  store_id: string | number | null;
  store_name: string | null;
  cart_list: CartItem[];
  totals: CartTotals | null;
  /** The store's address and minimum order, for the guest's cart page. */
  store_slug?: string | null;
  minimum_order_amount?: number | null;
  currency?: string;
  /**
   * A guest cart's own id, made when its first item goes in: sent with it at
   * sign-in (`cart-bulk`), so the API merges this cart into the account once,
   * however often the call is repeated.
   */
  merge_id?: string | null;
}

/** What the header needs to know about the signed-in person (never a token). */
export interface UserSummary {
  id: string | number;
  name: string;
  type: 'user' | 'vendor' | 'driver' | 'admin' | string;
  email?: string | null;
  image_url?: string | null;
  store_id?: string | number | null;
  is_approved?: boolean;
  cart_count?: number;
}

/** Vendor-side draft state (SPEC.md §3: the store-setup draft keeps formData and active_tab). */
export interface VendorState {
  storeSetupDraft: { formData: Record<string, unknown>; active_tab: string } | null;
}

export type StoreType = 'goods' | 'services';
export type WayType = 'one_way' | 'return' | 'airport';

export interface Place {
  lat: number;
  lng: number;
  address: string;
  kilometer?: number;
}

/** SPEC.md §3 cab booking state. */
export interface CabState {
  pickup: Place | null;
  destination: Place | null;
  vehicleList: unknown[];
  pickupDateTime: string | null;
  returnDateTime: string | null;
  wayType: WayType;
  modify: boolean;
  /** Where the booking form is (1 trip, 2 vehicle, 3 details), so a reload or a sign-in lands back there. */
  step?: number;
  /** The vehicle type chosen from `vehicleList`. */
  vehicleType?: string | null;
  /** The cab booking form (SPEC.md §3), kept with the ride until it is booked. */
  details?: CabDetails | null;
  /** One per draft: a retried booking is never booked twice. */
  idempotencyKey?: string | null;
}

export interface CabDetails {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  mobile: string;
  comments: string;
}

export interface ScreenState {
  width: number | null;
  /** SPEC.md §9: mobile at 768 px or less. */
  isMobile: boolean;
}

export interface UiPrefs {
  /** SPEC.md §9: the header theme is dark by default. */
  headerTheme: 'dark' | 'light';
}

export interface ClientState {
  location: ClientLocation | null;
  user: UserSummary | null;
  cart: CartState;
  vendor: VendorState;
  storeType: StoreType | null;
  checkoutNavigation: boolean;
  cab: CabState;
  screen: ScreenState;
  ui: UiPrefs;
}
