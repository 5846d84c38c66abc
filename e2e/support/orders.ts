import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { waitForPath, whenReady } from './identity.ts';
import { DEMO_TRUST_HEADERS } from './server.ts';

/**
 * Orders for the journeys, placed the way a customer places them: through
 * the real API (cart, then `order-by-cod`), never written to the database.
 */

export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_CUSTOMER = 'customer@demo.bedesten.cy';
export const DEMO_VENDOR = 'vendor@demo.bedesten.cy';

type Json = Record<string, unknown>;

export interface ApiClient {
  call(method: 'GET' | 'POST', path: string, body?: Json, headers?: Record<string, string>): Promise<Response>;
  json<T = Json>(method: 'GET' | 'POST', path: string, body?: Json, headers?: Record<string, string>): Promise<T>;
}

/** Signs in through `POST /api/login` and answers a client that sends the bearer token. */
export async function apiClient(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    // The demo accounts sign in only with the demo token (ADR 0084).
    headers: { 'content-type': 'application/json', accept: 'application/json', ...DEMO_TRUST_HEADERS },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
  const call: ApiClient['call'] = (method, path, body, headers = {}) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  return {
    call,
    async json(method, path, body, headers) {
      const response = await call(method, path, body, headers);
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text);
    },
  };
}

/** Whether checkout's `order-by-cod` exists on this server (an unknown route answers 404). */
export async function checkoutAvailable(customer: ApiClient): Promise<boolean> {
  const probe = await customer.call('POST', '/api/order-by-cod', {});
  return probe.status !== 404;
}

export interface PlacedOrder {
  id: string;
  number: number;
}

interface VendorProductRow {
  id: string;
  status: string;
  is_active: boolean;
  variants: { id: string; stock: number | null; active_status: boolean }[];
}

/**
 * A cash-on-delivery order of one item of the demo vendor's store by the
 * demo customer, delivered to an address next to the store (so it is always
 * in reach): cart cleared, item added, `order-by-cod` with an Idempotency-Key.
 */
export async function placeCodOrder(customer: ApiClient, vendor: ApiClient): Promise<PlacedOrder> {
  const store = (
    await vendor.json<{ data: { id: string; store_lat: number; store_lng: number } }>(
      'GET',
      '/api/vendor-store-details',
    )
  ).data;
  const products = (await vendor.json<{ data: VendorProductRow[] }>('GET', '/api/vendor-products-list?per_page=50'))
    .data;
  const product = products.find(
    (p) => p.status === 'approved' && p.is_active && p.variants.some((v) => v.active_status && (v.stock ?? 99) >= 3),
  );
  const variant = product?.variants.find((v) => v.active_status && (v.stock ?? 99) >= 3);
  if (!product || !variant) throw new Error('the demo store has no approved product in stock');

  const address = await customer.json<{ data: { id: string } }>('POST', '/api/add-user-address', {
    name: 'Ayşe Demir',
    contact: '+357 99123456',
    address: '2 Church Street',
    state: 'Nicosia',
    city: 'Peristerona',
    country: 'Cyprus',
    address_type: 'home',
    user_lat: store.store_lat + 0.001,
    user_long: store.store_lng + 0.001,
  });
  await customer.call('POST', '/api/cartClear', {});
  await customer.json('POST', '/api/cart', { product_id: product.id, variation_id: variant.id, quantity: 1 });
  const placed = await customer.json<{ data: Json & { order?: Json } }>(
    'POST',
    '/api/order-by-cod',
    {
      store_id: store.id,
      buyer_address_id: address.data.id,
      fulfilment: 'delivery',
      payment_method: 'cod',
      contact: '+357 99123456',
      email: DEMO_CUSTOMER,
      country_code: '+357',
      order_notes: 'Ring the bell, please',
      order_from_device: 'web',
    },
    { 'idempotency-key': randomUUID() },
  );
  const data = placed.data;
  const id = String(data.id ?? data.order_id ?? data.order?.id ?? '');
  if (!id) throw new Error(`order-by-cod answered no order id: ${JSON.stringify(placed)}`);
  const detail = await customer.json<{ data: { id: string; number: number } }>('GET', `/api/order-details/${id}`);
  return { id, number: detail.data.number };
}

/** Moves an order as the vendor, through the API. */
export async function vendorMove(vendor: ApiClient, orderId: string, status: string): Promise<void> {
  await vendor.json('POST', '/api/vendor-update-order-status', { order_id: orderId, status });
}

/** Signs a demo account in through the e-mail form and lands on `to`. */
export async function signInTo(page: Page, email: string, to: string): Promise<void> {
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(to)}`);
  const submit = await whenReady(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await submit.click();
  await waitForPath(page, to.split('?')[0]!);
}
