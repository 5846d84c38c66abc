import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { whenReady } from './identity.ts';
import { DEMO_TRUST_HEADERS } from './server.ts';

/**
 * Helpers for journeys through the cart, as a person would use it: pick a
 * variant and a quantity on the product page, press "Add to cart", answer
 * the "start a new cart?" question. Products are found through the public
 * catalogue API, so journeys do not depend on the seed's exact names.
 */

export const DEMO_CUSTOMER = { email: 'customer@demo.bedesten.cy', password: 'Demo!2345' };

export interface CatalogueVariant {
  id: string;
  unique_id: string;
  size: { id: number; name: string } | null;
  selling_price: number;
  mrp_price: number;
  stock: number | null;
  stock_status: string;
  active_status: boolean;
}

export interface CatalogueProduct {
  id: string;
  slug: string;
  name: string;
  store: { id: string; slug: string; title: string; minimum_order_amount: number };
  variants: CatalogueVariant[];
}

/** What to put in the cart: a product page and one of its variants. */
export interface CartPick {
  storeSlug: string;
  productSlug: string;
  variantId: string;
  quantity?: number;
}

export const pickOf = (product: CatalogueProduct, variant: CatalogueVariant, quantity = 1): CartPick => ({
  storeSlug: product.store.slug,
  productSlug: product.slug,
  variantId: variant.id,
  quantity,
});

const buyable = (variant: CatalogueVariant) => variant.active_status && variant.stock_status === 'in_stock';

export async function productDetail(baseUrl: string, idOrSlug: string, lang = 'en'): Promise<CatalogueProduct> {
  const response = await fetch(`${baseUrl}/api/productDetail/${encodeURIComponent(idOrSlug)}?lang=${lang}`);
  if (!response.ok) throw new Error(`productDetail ${idOrSlug}: ${response.status}`);
  return ((await response.json()) as { data: CatalogueProduct }).data;
}

/**
 * Demo products that fit a journey: `first` has at least two variants in
 * stock, one of them limited (so "more than in stock" can be tried), and
 * the cart reaches its store's minimum order; `other` is from another store.
 */
export async function findCartProducts(
  baseUrl: string,
): Promise<{ first: CatalogueProduct; limited: CatalogueVariant; other: CatalogueProduct }> {
  let first: CatalogueProduct | undefined;
  let other: CatalogueProduct | undefined;
  for (let page = 1; page <= 10 && !(first && other); page++) {
    const response = await fetch(`${baseUrl}/api/users-product-list?page=${page}&per_page=50`);
    const { data } = (await response.json()) as { data: { id: string; store: { id: string } }[] };
    for (const card of data) {
      if (first && other) break;
      if (first && card.store.id === first.store.id) continue;
      const product = await productDetail(baseUrl, card.id);
      const inStock = product.variants.filter(buyable);
      if (!first) {
        const limited = inStock.find((v) => v.stock !== null && v.stock >= 3 && v.stock <= 60);
        if (inStock.length >= 2 && limited && product.store.minimum_order_amount === 0) first = product;
      } else if (inStock.length >= 1) {
        other = product;
      }
    }
  }
  if (!first || !other) throw new Error('the demo catalogue has no products that fit the cart journey');
  const limited = first.variants.find((v) => buyable(v) && v.stock !== null && v.stock >= 3 && v.stock <= 60)!;
  return { first, limited, other };
}

/** Setup outside the page (e.g. in beforeAll): empties an account's saved cart through the API. */
export async function clearCartByApi(baseUrl: string, account = DEMO_CUSTOMER): Promise<void> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...DEMO_TRUST_HEADERS },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const token = ((await login.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
  const cleared = await fetch(`${baseUrl}/api/cartClear`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!cleared.ok) throw new Error(`cartClear failed: ${cleared.status}`);
  await fetch(`${baseUrl}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
}

/** Signs a customer in through the e-mail form of `/login` (optionally coming back to `redirect`). */
export async function signInCustomer(page: Page, account = DEMO_CUSTOMER, redirect?: string): Promise<void> {
  if (!page.url().includes('/login')) {
    await page.goto(`/login?lang=en${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`);
  }
  const submit = await whenReady(page.getByRole('button', { name: 'Sign in', exact: true }));
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await submit.click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

/** The header badge's number (0 when there is none). */
export async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('.site-header .badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

/**
 * Opens the product page, picks the variant and quantity and presses "Add to
 * cart" (English page). Another store's cart is replaced when `replace`
 * (default) says so, else kept ("No"). Resolves once the cart took the item.
 */
export async function addToCartThroughUi(
  page: Page,
  pick: CartPick,
  options: { replace?: boolean; open?: boolean } = {},
): Promise<'added' | 'kept'> {
  if (options.open !== false) await page.goto(`/stores/${pick.storeSlug}/${pick.productSlug}?lang=en`);
  const button = await whenReady(page.getByRole('button', { name: 'Add to cart' }));
  const radio = page.locator(`input[name="variant"][value="${pick.variantId}"]`);
  if ((await radio.count()) > 0) await radio.check();
  if (pick.quantity && pick.quantity !== 1) {
    const field = page.getByRole('spinbutton', { name: 'Quantity' });
    await field.fill(String(pick.quantity));
    await field.press('Enter');
    await expect.poll(() => field.inputValue()).toBe(String(pick.quantity));
  }
  await button.click();
  const viewCart = page.getByRole('link', { name: 'View cart' });
  const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
  await expect.poll(async () => (await viewCart.count()) + (await dialog.count()), { timeout: 15_000 }).toBe(1);
  if ((await dialog.count()) > 0) {
    if (options.replace === false) {
      await dialog.getByRole('button', { name: 'No, keep my cart' }).click();
      await dialog.waitFor({ state: 'detached' });
      return 'kept';
    }
    await dialog.getByRole('button', { name: 'Yes, start a new cart' }).click();
    await viewCart.waitFor();
  }
  return 'added';
}

/**
 * For other journeys (checkout): a signed-in customer's cart holds exactly
 * this variant and quantity. The page must already be signed in.
 */
export async function putVariantInCart(page: Page, pick: CartPick): Promise<void> {
  await emptyCartThroughUi(page);
  await addToCartThroughUi(page, pick, { replace: true });
  await page.goto('/cart?lang=en');
  await page.locator('.cart-line').first().waitFor();
}

/** Empties the cart from `/cart` with "Clear cart" (nothing to do when it is already empty). */
export async function emptyCartThroughUi(page: Page): Promise<void> {
  await page.goto('/cart?lang=en');
  const empty = page.getByText('Your cart is empty');
  const clear = page.getByRole('button', { name: 'Clear cart' });
  await expect.poll(async () => (await empty.count()) + (await clear.count()), { timeout: 15_000 }).toBe(1);
  if ((await clear.count()) === 0) return;
  await whenReady(clear).then((button) => button.click());
  await page.getByRole('dialog', { name: 'Clear your cart?' }).getByRole('button', { name: 'Clear cart' }).click();
  await empty.waitFor();
}
