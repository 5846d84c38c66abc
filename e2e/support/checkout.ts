import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { waitForPath, whenReady } from './identity.ts';
import { DEMO_TRUST_HEADERS } from './server.ts';

/**
 * Helpers for checkout journeys: the demo customer signs in through the
 * form, the cart is filled through the cart API with that session, and
 * `checkoutWithCod` drives the checkout pages as a person would.
 */

export const DEMO_CUSTOMER = { email: 'customer@demo.bedesten.cy', password: 'Demo!2345' };
const DEMO_VENDOR = { email: 'vendor@demo.bedesten.cy', password: 'Demo!2345' };

export async function signInDemoCustomer(page: Page): Promise<void> {
  await page.goto('/auth/sign-in?lang=en');
  const submit = await whenReady(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('Email address').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await submit.click();
  await waitForPath(page, '/');
}

export interface DemoStore {
  id: string;
  title: string;
  lat: number;
  lng: number;
  minimumOrder: number;
  products: { id: string; variation_id: string; selling_price: number }[];
}

/** The demo vendor's store and its products that can be bought, read through the public API. */
export async function demoStore(): Promise<DemoStore> {
  const base = inject('baseUrl');
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...DEMO_TRUST_HEADERS },
    body: JSON.stringify(DEMO_VENDOR),
  });
  const token = ((await login.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
  const profile = await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
  const storeId = ((await profile.json()) as { data: { store: { id: string } } }).data.store.id;
  const detail = await fetch(`${base}/api/storeDetail/${storeId}?lang=en&per_page=50`);
  const data = (
    (await detail.json()) as {
      data: {
        id: string;
        title: string;
        store_lat: number;
        store_lng: number;
        minimum_order_amount: number;
        products: {
          data: { id: string; variation_id: string | null; selling_price: number | null; stock_status: string }[];
        };
      };
    }
  ).data;
  return {
    id: data.id,
    title: data.title,
    lat: data.store_lat,
    lng: data.store_lng,
    minimumOrder: data.minimum_order_amount,
    products: data.products.data
      .filter((p) => p.stock_status === 'in_stock' && p.variation_id && p.selling_price)
      .map((p) => ({ id: p.id, variation_id: p.variation_id!, selling_price: p.selling_price! })),
  };
}

/**
 * Puts `product` in the signed-in person's cart through `POST /api/cart`
 * (replacing another store's cart), enough of it to pass the store's minimum order.
 */
export async function fillCart(page: Page, store: DemoStore, index = 0): Promise<void> {
  const product = store.products[index % store.products.length]!;
  const quantity = Math.max(1, Math.ceil((store.minimumOrder + 1) / product.selling_price));
  const response = await page.request.post('/api/cart', {
    data: { product_id: product.id, variation_id: product.variation_id, quantity, replace: true },
  });
  expect(response.status(), `POST /api/cart: ${await response.text()}`).toBeLessThan(300);
}

/** Saves an address next to the store (so it is in reach) and answers its street line, unique to this call. */
export async function addAddressNear(page: Page, store: Pick<DemoStore, 'lat' | 'lng'>): Promise<string> {
  const street = `${(randomBytes(2).readUInt16BE() % 900) + 10} Checkout Street`;
  const response = await page.request.post('/api/add-user-address', {
    data: {
      name: 'Eleni Georgiou',
      contact: '+357 99100001',
      address: street,
      city: 'Nicosia',
      state: 'Nicosia',
      country: 'Cyprus',
      address_type: 'home',
      user_lat: store.lat + 0.001,
      user_long: store.lng + 0.001,
    },
  });
  expect(response.status()).toBe(201);
  return street;
}

/** From `/cart/shipping` through the payment-method step to `/checkout`: pickup, or delivery to `address`. */
export async function goToReview(
  page: Page,
  options: { address?: string; method: 'Cash on delivery' | 'Bank transfer' | 'Card' },
): Promise<void> {
  await page.goto('/cart/shipping?lang=en');
  const next = await whenReady(page.getByRole('button', { name: 'Continue to payment' }));
  if (options.address) {
    await page.getByRole('radio', { name: /Home delivery/ }).check();
    await page.getByRole('radio', { name: new RegExp(options.address) }).check();
  } else {
    await page.getByRole('radio', { name: /Store pickup/ }).check();
  }
  await next.click();
  await waitForPath(page, '/cart/shipping/payment');
  const method = page.getByRole('radio', { name: new RegExp(`^${options.method}`) });
  await method.waitFor({ timeout: 15_000 });
  await method.check();
  await page.getByRole('button', { name: 'Review order' }).click();
  await waitForPath(page, '/checkout');
}

/**
 * Checks out the signed-in person's current cart with cash on delivery
 * (store pickup unless `address` names a saved address's street) and
 * answers the new order's id, from the order page's address.
 */
export async function checkoutWithCod(page: Page, options: { address?: string } = {}): Promise<string> {
  await goToReview(page, { ...options, method: 'Cash on delivery' });
  return placeReviewedOrder(page);
}

/** On `/checkout` with cash on delivery or bank transfer: places the order through the confirmation dialog. */
export async function placeReviewedOrder(page: Page): Promise<string> {
  await whenReady(page.getByRole('button', { name: 'Place order' })).then((button) => button.click());
  const dialog = page.getByRole('dialog', { name: 'Place this order?' });
  await dialog.getByRole('button', { name: 'Yes, place the order' }).click();
  await page.waitForURL((url) => url.pathname === '/order' && url.searchParams.has('id'), { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('id')!;
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  return id;
}
