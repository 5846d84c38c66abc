import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import {
  addToCartThroughUi,
  badgeCount,
  clearCartByApi,
  DEMO_CUSTOMER,
  emptyCartThroughUi,
  findCartProducts,
  pickOf,
  productDetail,
  putVariantInCart,
  signInCustomer,
  type CartPick,
  type CatalogueProduct,
  type CatalogueVariant,
} from '../support/cart.ts';
import { waitForPath, whenReady } from '../support/identity.ts';

const euros = (minor: number, locale = 'en-CY') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function cartLineNames(page: Page): Promise<string[]> {
  return page.locator('.cart-line .cart-line__name').allTextContents();
}

/** The account's saved cart as the API holds it: variant id and quantity, in order. */
async function savedCart(page: Page): Promise<Array<[string, number]>> {
  return page.evaluate(async () => {
    const list = await (await fetch('/api/cartList')).json();
    return list.data.cart_list.map((line: { variation_id: string; quantity: number }) => [
      line.variation_id,
      line.quantity,
    ]);
  });
}

/** The demo customer signs in on the Turkish sign-in page (where a guest's Checkout leads). */
async function signInInTurkish(page: Page): Promise<void> {
  const submit = await whenReady(page.getByRole('button', { name: 'Giriş yap', exact: true }));
  await page.getByLabel('E-posta adresi').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_CUSTOMER.password);
  await submit.click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

/** A guest at 375 px puts a pick in the browser's cart and presses "Ödemeye geç" on the Turkish cart. */
async function guestChecksOutInTurkish(page: Page, picks: CartPick[]): Promise<void> {
  for (const pick of picks) await addToCartThroughUi(page, pick);
  await page.goto('/cart?lang=tr');
  await (await whenReady(page.getByRole('button', { name: 'Ödemeye geç' }))).click();
  await waitForPath(page, '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cart?continue=checkout');
}

describe('cart: a guest builds a cart, signs in, and keeps it', () => {
  let session: BrowserSession;
  let first: CatalogueProduct;
  let limited: CatalogueVariant;
  let second: CatalogueVariant;
  let other: CatalogueProduct;
  /** One browser context for the whole journey: the guest who then signs in. */
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser();
    ({ first, limited, other } = await findCartProducts(session.baseUrl));
    second = first.variants.find((v) => v.id !== limited.id && v.active_status && v.stock_status === 'in_stock')!;
    // The demo customer starts with an empty saved cart, whatever an earlier journey left.
    await clearCartByApi(session.baseUrl);
    page = await session.newPage();
  });
  afterAll(() => session.close());

  it('lets a guest add two variants, with the badge and the /cart totals', async () => {
    await addToCartThroughUi(page, pickOf(first, limited, 2));
    await addToCartThroughUi(page, pickOf(first, second, 1));
    await expect.poll(() => badgeCount(page)).toBe(3);
    await expectAccessible(page);

    await page.goto('/cart?lang=en');
    await page.locator('.cart-line').nth(1).waitFor();
    expect(await cartLineNames(page)).toEqual([first.name, first.name]);
    const total = 2 * limited.selling_price + second.selling_price;
    const listTotal = 2 * limited.mrp_price + second.mrp_price;
    const summary = page.getByRole('region', { name: 'Order summary' });
    expect(await summary.locator('.cart-summary__total dd').textContent()).toBe(euros(total));
    expect(await summary.getByText('3 items').count()).toBe(1);
    expect(await summary.locator('dd').first().textContent()).toBe(euros(listTotal));
    await expectAccessible(page);

    // Checkout asks a guest to sign in first, and brings them back to the cart to go on to checkout.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please login first' }).first().waitFor();
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cart?continue=checkout');
  });

  it('goes on to the shipping step after signing in, with the cart merged once, and the browser copy is gone', async () => {
    await signInCustomer(page);
    // Only once the guest cart has joined the account: the shipping step with exactly what the guest chose.
    await waitForPath(page, '/cart/shipping');
    expect(await savedCart(page)).toEqual([
      [limited.id, 2],
      [second.id, 1],
    ]);
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(3);
    // Coming back the same way (a reload, another tab) merges nothing twice.
    await page.goto('/cart?continue=checkout');
    await waitForPath(page, '/cart/shipping');
    await page.reload();
    expect(await savedCart(page)).toEqual([
      [limited.id, 2],
      [second.id, 1],
    ]);
    await page.goto('/cart?lang=en');
    await page.locator('.cart-line').nth(1).waitFor();
    expect(await cartLineNames(page)).toEqual([first.name, first.name]);
    expect(await page.locator('.cart-summary__total dd').textContent()).toBe(
      euros(2 * limited.selling_price + second.selling_price),
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bedesten-state') ?? '{}'));
    expect(stored.state.cart.cart_list).toEqual([]);
    // The server holds it: a fresh request answers the same cart.
    const list = await page.evaluate(async () => (await fetch('/api/cartList')).json());
    expect(list.data.cart_list.map((line: { variation_id: string }) => line.variation_id)).toEqual([
      limited.id,
      second.id,
    ]);
  });

  it('asks before adding from another store: "No" keeps the cart, "Yes" replaces it', async () => {
    expect(
      await addToCartThroughUi(
        page,
        pickOf(
          other,
          other.variants.find((v) => v.stock_status === 'in_stock')!,
        ),
        {
          replace: false,
        },
      ),
    ).toBe('kept');
    await page.goto('/cart?lang=en');
    await page.locator('.cart-line').nth(1).waitFor();
    expect(await page.locator('.cart-main__store').textContent()).toBe(`From ${first.store.title}`);
    expect(await badgeCount(page)).toBe(3);

    await page.goto(`/stores/${other.store.slug}/${other.slug}?lang=en`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      `Your cart has items from ${first.store.title}. Discard them and start a new cart?`,
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes, start a new cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    await waitForPath(page, '/cart');
    await expect.poll(() => cartLineNames(page)).toEqual([other.name]);
    expect(await page.locator('.cart-main__store').textContent()).toBe(`From ${other.store.title}`);
    await expect.poll(() => badgeCount(page)).toBe(1);
  });

  it('never takes more than is in stock', async () => {
    const stock = limited.stock!;
    await page.goto(`/stores/${first.store.slug}/${first.slug}?lang=en`);
    // Typed before the page has hydrated, the quantity would be reset by React: wait as a person would.
    await whenReady(page.getByRole('button', { name: 'Add to cart' }));
    await page.locator(`input[name="variant"][value="${limited.id}"]`).check();
    const field = page.getByRole('spinbutton', { name: 'Quantity' });
    await field.fill(String(stock + 5));
    await field.press('Enter');
    // The stepper holds the quantity at what is left, and says so.
    await expect.poll(() => field.inputValue()).toBe(String(stock));
    expect(await page.getByRole('button', { name: 'More (Quantity)' }).isDisabled()).toBe(true);
    await page.getByText(`Only ${stock} left, so the quantity is ${stock}`).waitFor();
    // Added, the page says what the cart holds instead of a plain "added".
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const conflict = page.getByRole('dialog', { name: 'Start a new cart?' });
    const told = page.getByText(`Only ${stock} left: your cart has ${stock}`).first();
    await expect.poll(async () => (await conflict.count()) + (await told.count()), { timeout: 15_000 }).toBe(1);
    if ((await conflict.count()) > 0) await conflict.getByRole('button', { name: 'Yes, start a new cart' }).click();
    await told.waitFor();
    expect(await page.getByText(`${stock} × ${first.name} are in your cart`).count()).toBe(0);

    // One more is refused with the catalogue's words, and the cart keeps what it had.
    await field.fill('1');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Only ${stock} left in stock` })
      .first()
      .waitFor();
    await page.goto('/cart?lang=en');
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${first.name}` });
    expect(await quantity.inputValue()).toBe(String(stock));
    expect(await page.getByRole('button', { name: `More (Quantity of ${first.name})` }).isDisabled()).toBe(true);
    // More typed on the cart is cut to what is left, and the line says so.
    await whenReady(quantity);
    await quantity.fill(String(stock + 40));
    await quantity.press('Enter');
    await page.locator('.cart-line').getByText(`Only ${stock} left: your cart has ${stock}`).waitFor();
    expect(await quantity.inputValue()).toBe(String(stock));
  });

  it('removes a line and clears the cart', async () => {
    await addToCartThroughUi(page, pickOf(first, second, 1));
    await page.goto('/cart?lang=en');
    await page.locator('.cart-line').nth(1).waitFor();
    const before = await badgeCount(page);
    await page
      .getByRole('button', { name: `Remove ${first.name}` })
      .first()
      .click();
    // A removal is a call and a reload of the cart's data: on a busy machine it takes over a second
    // (the poll's default), so it gets the time every other server round trip here gets.
    await expect.poll(() => page.locator('.cart-line').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBeLessThan(before);

    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('dialog', { name: 'Clear your cart?' }).getByRole('button', { name: 'Clear cart' }).click();
    await page.getByText('Your cart is empty').waitFor();
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(0);
    await expectAccessible(page);
  });

  it('works at 375 px without sideways scroll, and in Turkish with live Turkish names', async () => {
    const phone = await session.newPage({ width: 375, height: 800 });
    await signInCustomer(phone);
    await putVariantInCart(phone, pickOf(first, limited, 2));
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    const turkish = await productDetail(session.baseUrl, first.id, 'tr');
    await phone.goto('/cart?lang=tr');
    await phone.locator('.cart-line').first().waitFor();
    expect(await phone.locator('h1').textContent()).toBe('Sepet');
    expect(await cartLineNames(phone)).toEqual([turkish.name]);
    expect(await phone.getByRole('button', { name: 'Ödemeye geç' }).count()).toBe(1);
    expect(await phone.locator('.cart-summary__total dd').textContent()).toBe(
      euros(2 * limited.selling_price, 'tr-CY'),
    );
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    // Leave the demo customer's cart empty for the journeys after this one.
    await emptyCartThroughUi(phone);
  });

  it('takes a Turkish guest at 375 px from Checkout through sign-in to the shipping step, or says why not', async () => {
    const guest = await session.newPage({ width: 375, height: 800 });
    await guestChecksOutInTurkish(guest, [pickOf(first, limited, 2), pickOf(first, second, 1)]);
    await signInInTurkish(guest);
    await waitForPath(guest, '/cart/shipping');
    expect(await savedCart(guest)).toEqual([
      [limited.id, 2],
      [second.id, 1],
    ]);
    // The address changes when the router commits the step; React draws it in a transition just after, which
    // a busy machine stretches: the heading is waited for, as a person would.
    await expect.poll(() => guest.locator('h1').textContent(), { timeout: 15_000 }).toBe('Teslimat bilgileri');
    expect(await hasNoSidewaysScroll(guest)).toBe(true);

    // Another guest's cart is from another store while the account keeps this one (one store at a time):
    // the person is asked which cart to keep; kept, the saved cart stays, the cart page says so, and
    // nothing goes on to checkout.
    const otherGuest = await session.newPage({ width: 375, height: 800 });
    const otherVariant = other.variants.find((v) => v.stock_status === 'in_stock')!;
    // Enough to reach that store's minimum order, so Checkout is open to the guest.
    const enough = Math.max(1, Math.ceil(other.store.minimum_order_amount / otherVariant.selling_price));
    await guestChecksOutInTurkish(otherGuest, [pickOf(other, otherVariant, enough)]);
    await signInInTurkish(otherGuest);
    const choice = otherGuest.getByRole('dialog', { name: 'Hangi sepeti tutmak istiyorsunuz?' });
    await choice.waitFor({ timeout: 15_000 });
    await choice.getByRole('button', { name: `Yeni sepeti kullan (${other.store.title})` }).waitFor();
    expect(await hasNoSidewaysScroll(otherGuest)).toBe(true);
    await expectAccessible(otherGuest);
    await choice.getByRole('button', { name: `Kayıtlı sepetimi tut (${first.store.title})` }).click();
    const kept = otherGuest.locator('.cart-kept');
    await kept.waitFor({ timeout: 15_000 });
    expect(await kept.textContent()).toBe(
      `${first.store.title} mağazasından kayıtlı sepetiniz korundu; giriş yapmadan önce eklediğiniz ürünler eklenmedi`,
    );
    expect(new URL(otherGuest.url()).pathname).toBe('/cart');
    expect(new URL(otherGuest.url()).searchParams.get('continue')).toBeNull();
    expect(await savedCart(otherGuest)).toEqual([
      [limited.id, 2],
      [second.id, 1],
    ]);
    expect(await hasNoSidewaysScroll(otherGuest)).toBe(true);
    await expectAccessible(otherGuest);

    await emptyCartThroughUi(otherGuest);
  });
});
