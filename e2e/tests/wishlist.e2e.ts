import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import {
  badgeCount,
  clearCartByApi,
  DEMO_CUSTOMER,
  findCartProducts,
  productDetail,
  signInCustomer,
  type CatalogueProduct,
} from '../support/cart.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { apiClient, type ApiClient } from '../support/orders.ts';
import { DEMO_TRUST_HEADERS } from '../support/server.ts';

/** The saved product's entry on /wishlist. */
const itemOf = (page: Page, name: string) => page.locator('.wishlist-item').filter({ hasText: name });

/**
 * Issue 11, wishlist: a guest on a phone presses the heart, signs in, comes
 * back with the product saved, finds it in /wishlist (Turkish) and adds it to
 * the cart; on a desktop (English) the other store's cart is kept when asked,
 * and the product is removed.
 */
describe('wishlist: save from the heart, find it, buy it, remove it', () => {
  let session: BrowserSession;
  let product: CatalogueProduct;
  let other: CatalogueProduct;
  let nameTr: string;
  let customer: ApiClient;

  beforeAll(async () => {
    session = await openBrowser();
    ({ first: product, other } = await findCartProducts(session.baseUrl));
    nameTr = (await productDetail(session.baseUrl, product.id, 'tr')).name;
    customer = await apiClient(session.baseUrl, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    // Whatever an earlier run left: the product is not saved and the cart is empty.
    await fetch(`${session.baseUrl}/api/wishlist/${product.id}`, {
      method: 'DELETE',
      headers: await authHeaders(session.baseUrl),
    });
    await clearCartByApi(session.baseUrl);
  });
  afterAll(() => session.close());

  it('a guest at 375 px taps the heart, signs in, and finds the product saved in /wishlist in Turkish', async () => {
    const page = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await page.goto(`/stores/${product.store.slug}/${product.slug}?lang=tr`);
    // The product's own heart; the related products below have theirs.
    const heart = await whenReady(
      page.locator('.product-info').getByRole('button', { name: /^İstek listesine kaydet/ }),
    );
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await expectAccessible(page);
    await heart.click();

    await waitForPath(page, '/login');
    const back = new URL(new URL(page.url()).searchParams.get('redirect')!, session.baseUrl);
    expect(back.pathname).toBe(`/stores/${product.store.slug}/${product.slug}`);
    expect(back.searchParams.get('save')).toBe(product.id);

    const submit = await whenReady(page.getByRole('button', { name: 'Giriş yap', exact: true }));
    await page.getByLabel('E-posta adresi').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO_CUSTOMER.password);
    await submit.click();

    // Back on the product page: saved, the heart pressed, and the `save` request gone from the address.
    await waitForPath(page, `/stores/${product.store.slug}/${product.slug}`);
    const saved = page.locator('.product-info').getByRole('button', { name: /^İstek listesinden çıkar/ });
    await expect.poll(() => saved.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.has('save')).toBe(false);
    const ids = await customer.json<{ data: string[] }>('GET', '/api/wishlist-ids');
    expect(ids.data).toContain(product.id);

    await page.goto('/wishlist');
    await page.getByRole('heading', { level: 1, name: 'İstek listesi' }).waitFor();
    const item = itemOf(page, nameTr);
    await item.waitFor();
    expect(await item.locator('.wishlist-item__store').textContent()).toBe(product.store.title);
    expect(await item.getByText('Stokta', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);

    const add = await whenReady(item.getByRole('button', { name: 'Sepete ekle' }));
    await add.click();
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(1);
  });

  it('on a desktop in English: another store’s cart is kept when asked, then the product is removed', async () => {
    // The cart now holds another store's product: adding from the wishlist asks first.
    await customer.json('POST', '/api/cart', {
      product_id: other.id,
      variation_id: other.variants.find((v) => v.active_status && v.stock_status === 'in_stock')!.id,
      quantity: 1,
      replace: true,
    });
    const page = await session.newPage();
    await signInCustomer(page, DEMO_CUSTOMER, '/wishlist');
    await page.goto('/wishlist?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
    const item = itemOf(page, product.name);
    await item.waitFor();

    await (await whenReady(item.getByRole('button', { name: 'Add to cart' }))).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'No, keep my cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    const cart = await customer.json<{ data: { store_id: string | null } }>('GET', '/api/cartList');
    expect(cart.data.store_id).toBe(other.store.id);

    await item.getByRole('button', { name: 'Remove' }).click();
    await item.waitFor({ state: 'detached', timeout: 15_000 });
    const ids = await customer.json<{ data: string[] }>('GET', '/api/wishlist-ids');
    expect(ids.data).not.toContain(product.id);

    // The product page's heart agrees.
    await page.goto(`/stores/${product.store.slug}/${product.slug}?lang=en`);
    const heart = await whenReady(page.locator('.product-info').getByRole('button', { name: /^Save to wishlist/ }));
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
  });
});

async function authHeaders(baseUrl: string): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...DEMO_TRUST_HEADERS },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  const token = ((await login.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
  return { authorization: `Bearer ${token}` };
}
