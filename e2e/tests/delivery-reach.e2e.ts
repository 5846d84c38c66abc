import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { DEMO_CUSTOMER, signInDemoCustomer } from '../support/checkout.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { apiClient, type ApiClient } from '../support/orders.ts';

interface FarStore {
  id: string;
  slug: string;
  radiusKm: number;
  /** The customer's address as the pages name it ("street, town"). */
  label: string;
  product: { id: string; variation_id: string; selling_price: number };
  minimumOrder: number;
}

/**
 * A demo store that does not reach the demo customer's default address, and
 * something in stock to buy there. Chosen through the API; what the pages
 * say about it is what the journey checks.
 */
async function farStore(customer: ApiClient): Promise<FarStore> {
  const addresses = await customer.json<{ data: unknown[] }>('GET', '/api/user-address-list');
  if (addresses.data.length === 0) {
    // Nicosia: demo stores elsewhere on the island do not reach it.
    await customer.json('POST', '/api/add-user-address', {
      name: 'Eleni Georgiou',
      contact: '+357 99100001',
      address: '5 Ledra Street',
      city: 'Nicosia',
      state: 'Nicosia',
      country: 'Cyprus',
      address_type: 'home',
      user_lat: 35.1725,
      user_long: 33.3617,
    });
  }
  const stores = await customer.json<{ data: { id: string; slug: string }[] }>(
    'GET',
    '/api/storeSearch?per_page=60&lang=en',
  );
  for (const store of stores.data) {
    const terms = await customer.json<{
      data: {
        radius_km: number;
        minimum_order_amount: number;
        address: { label: string; deliverable: boolean } | null;
      };
    }>('GET', `/api/store-delivery-terms?store_id=${store.id}`);
    if (!terms.data.address || terms.data.address.deliverable) continue;
    const detail = await customer.json<{
      data: {
        products: {
          data: { id: string; variation_id: string | null; selling_price: number | null; stock_status: string }[];
        };
      };
    }>('GET', `/api/storeDetail/${store.id}?lang=en&per_page=20`);
    const product = detail.data.products.data.find(
      (p) => p.stock_status === 'in_stock' && p.variation_id && p.selling_price,
    );
    if (!product) continue;
    return {
      id: store.id,
      slug: store.slug,
      radiusKm: terms.data.radius_km,
      label: terms.data.address.label,
      minimumOrder: terms.data.minimum_order_amount,
      product: { id: product.id, variation_id: product.variation_id!, selling_price: product.selling_price! },
    };
  }
  throw new Error('no demo store out of the demo customer’s reach');
}

async function fillFarCart(page: Page, store: FarStore): Promise<void> {
  const quantity = Math.max(1, Math.ceil((store.minimumOrder + 1) / store.product.selling_price));
  const response = await page.request.post('/api/cart', {
    data: { product_id: store.product.id, variation_id: store.product.variation_id, quantity, replace: true },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/**
 * Delivery reach (issue 15): a store that does not reach the customer's
 * address says so on its page and in the cart before checkout; checkout puts
 * the refusal at the address with the store's radius and a one-tap switch to
 * pickup, which then goes through. Signing in from checkout comes back to
 * the step, a reload keeps the draft, and the steps fit a 375 px phone.
 */
describe('delivery reach', () => {
  let session: BrowserSession;
  let store: FarStore;

  beforeAll(async () => {
    session = await openBrowser();
    store = await farStore(await apiClient(inject('baseUrl'), DEMO_CUSTOMER.email));
  });
  afterAll(() => session.close());

  it('signing in from checkout comes back to the step', async () => {
    const page = await session.newPage();
    await page.goto('/cart/shipping?lang=en');
    await page.getByText('Please login first').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    const submit = await whenReady(page.getByRole('button', { name: 'Sign in', exact: true }));
    await page.getByLabel('Email address').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await submit.click();
    await waitForPath(page, '/cart/shipping');
    await whenReady(page.getByRole('button', { name: 'Continue to payment' }));
  });

  it('says it before payment, at the address at checkout, and pickup then goes through (EN, desktop)', async () => {
    const page = await session.newPage();
    await signInDemoCustomer(page);
    await fillFarCart(page, store);
    const refusal = `This store does not deliver to ${store.label}; pick it up instead`;

    await page.goto(`/stores/${store.slug}?lang=en`);
    await page.getByText(refusal).waitFor();
    await page.getByTestId('delivery-terms').getByText(`Delivers up to ${store.radiusKm} km from the store`).waitFor();
    await expectAccessible(page);

    await page.goto('/cart?lang=en');
    await page.getByText(refusal).waitFor();
    await page.getByTestId('delivery-terms').getByText('Pickup at the store is always free').waitFor();
    await expectAccessible(page);

    await page.goto('/cart/shipping?lang=en');
    const next = await whenReady(page.getByRole('button', { name: 'Continue to payment' }));
    const addressSection = page.locator('section[aria-labelledby="checkout-address-title"]');
    const error = addressSection.getByRole('alert');
    await error.getByText('Sorry, the selected address is not reachable').waitFor();
    expect(await error.textContent()).toContain(`This store delivers up to ${store.radiusKm} km from the store`);
    // Not under "Billing details".
    expect(await page.locator('form').getByText('Sorry, the selected address is not reachable').count()).toBe(0);
    // Going on with the address out of reach stays here.
    await next.click();
    expect(new URL(page.url()).pathname).toBe('/cart/shipping');
    await expectAccessible(page);

    await error.getByRole('button', { name: 'Pick it up at the store instead (free)' }).click();
    expect(await page.getByRole('radio', { name: /Store pickup/ }).isChecked()).toBe(true);
    expect(await addressSection.count()).toBe(0);
    // The summary stands beside the step on a desktop.
    const summary = page.getByTestId('summary-delivery');
    await expect.poll(() => summary.textContent()).toBe('Store pickupFree');
    const stack = await page.locator('.checkout-stack').boundingBox();
    const aside = await page.locator('.checkout-summary').boundingBox();
    expect(aside!.x).toBeGreaterThanOrEqual(stack!.x + stack!.width);
    await next.click();
    await waitForPath(page, '/cart/shipping/payment');
    const cod = page.getByRole('radio', { name: /^Cash on delivery/ });
    await cod.waitFor({ timeout: 15_000 });
    await cod.check();

    // A reload keeps the draft: still this step, the method still chosen.
    await page.reload();
    await page.getByRole('radio', { name: /^Cash on delivery/ }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/cart/shipping/payment');
    await expect.poll(() => page.getByRole('radio', { name: /^Cash on delivery/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Review order' }).click();
    await waitForPath(page, '/checkout');
    await page.reload();
    await expect.poll(() => page.getByTestId('summary-delivery').textContent()).toBe('Store pickupFree');
    expect(new URL(page.url()).pathname).toBe('/checkout');

    await whenReady(page.getByRole('button', { name: 'Place order' })).then((button) => button.click());
    await page
      .getByRole('dialog', { name: 'Place this order?' })
      .getByRole('button', { name: 'Yes, place the order' })
      .click();
    await page.waitForURL((url) => url.pathname === '/order' && url.searchParams.has('id'), { timeout: 20_000 });
  });

  it('says it in Turkish on a 375 px phone, and the steps fit', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await signInDemoCustomer(phone);
    await fillFarCart(phone, store);

    await phone.goto('/cart?lang=tr');
    await phone
      .getByText(`Bu mağaza ${store.label} adresine teslimat yapmıyor; siparişi mağazadan teslim alın`)
      .waitFor();
    await expectAccessible(phone);

    await phone.goto('/cart/shipping?lang=tr');
    await whenReady(phone.getByRole('button', { name: 'Ödemeye geç' }));
    const error = phone.locator('section[aria-labelledby="checkout-address-title"]').getByRole('alert');
    await error.getByText('Üzgünüz, seçilen adrese teslimat yapılamıyor').waitFor();
    await error.getByRole('button', { name: 'Bunun yerine mağazadan teslim alın (ücretsiz)' }).waitFor();
    const steps = phone.locator('.checkout-steps');
    const fit = await steps.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(phone);
  });
});
