import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import {
  addAddressNear,
  checkoutWithCod,
  demoStore,
  fillCart,
  goToReview,
  placeReviewedOrder,
  signInDemoCustomer,
  type DemoStore,
} from '../support/checkout.ts';
import { waitForPath, whenReady } from '../support/identity.ts';

/**
 * Checkout (issue 5): the demo customer checks out the cart with cash on
 * delivery to a saved address, picks up in store for free, pays by card
 * through the built-in test gateway (accepted, and declined then paid with
 * another card for the same order, or cancelled), and tries a
 * coupon; on a phone and in Turkish too. Guests are asked to sign in.
 */
describe('checkout', () => {
  let session: BrowserSession;
  let store: DemoStore;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser();
    store = await demoStore();
    expect(store.products.length).toBeGreaterThan(0);
    page = await session.newPage();
  });
  afterAll(() => session.close());

  it('asks a guest to sign in first, and brings them back', async () => {
    const guest = await session.newPage();
    await guest.goto('/cart/shipping?lang=en');
    await guest.getByText('Please login first').waitFor();
    const signIn = guest.getByRole('link', { name: 'Sign in' }).last();
    expect(await signIn.getAttribute('href')).toContain('redirect=%2Fcart%2Fshipping');
    await expectAccessible(guest);
  });

  it('cash on delivery to a saved address lands on the order page', async () => {
    await signInDemoCustomer(page);
    await fillCart(page, store);
    const street = await addAddressNear(page, store);
    await page.goto('/cart/shipping?lang=en');
    await whenReady(page.getByRole('button', { name: 'Continue to payment' }));
    await expect.poll(() => page.getByRole('radio', { name: new RegExp(street) }).count()).toBe(1);
    await expectAccessible(page);

    await goToReview(page, { address: street, method: 'Cash on delivery' });
    await page.getByText(street).first().waitFor();
    const total = await page.getByTestId('summary-total').textContent();
    expect(total).toMatch(/€/);
    await expectAccessible(page);

    const id = await placeReviewedOrder(page);
    expect(id).toBeTruthy();
    await page.getByText(/Your order \d+ is placed/).waitFor();
    // The cart was ordered: checkout now says so.
    await page.goto('/cart/shipping?lang=en');
    const next = await whenReady(page.getByRole('button', { name: 'Continue to payment' }));
    await page.getByRole('radio', { name: /Store pickup/ }).check();
    await next.click();
    await page.getByText('Your cart is empty').waitFor({ timeout: 15_000 });

    // The helper for other journeys does the same in one call.
    await fillCart(page, store);
    expect(await checkoutWithCod(page)).not.toBe(id);
  });

  it('store pickup has no delivery charge; an unknown coupon shows the exact message', async () => {
    await fillCart(page, store, 1);
    await page.goto('/cart/shipping?lang=en');
    const next = await whenReady(page.getByRole('button', { name: 'Continue to payment' }));
    await page.getByRole('radio', { name: /Store pickup/ }).check();
    await next.click();
    await waitForPath(page, '/cart/shipping/payment');
    const delivery = page.getByTestId('summary-delivery');
    await delivery.waitFor();
    expect(await delivery.textContent()).toBe('Store pickupFree');

    await page.getByLabel('Coupon code').fill('NOSUCHCODE42');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon not found', { exact: true }).waitFor();
    expect(await page.getByTestId('summary-coupon').count()).toBe(0);

    // Going on without a method says so.
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByText('Please select available payment methods').waitFor();
    await expectAccessible(page);
  });

  it('pays by card through the test gateway and comes back to a paid order', async () => {
    await fillCart(page, store);
    await goToReview(page, { method: 'Card' });
    await whenReady(page.getByRole('button', { name: 'Place order and pay' })).then((b) => b.click());
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, place the order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/test-gateway/pay/'), { timeout: 20_000 });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await waitForPath(page, '/payment');
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    const orderLink = page.getByRole('link', { name: 'View your order' });
    expect(await orderLink.getAttribute('href')).toMatch(/^\/order\?id=[0-9a-f-]{36}$/);
    await expectAccessible(page);
  });

  it('a declined card keeps the order for 30 minutes, and another card pays the same order', async () => {
    await fillCart(page, store);
    await goToReview(page, { method: 'Card' });
    await whenReady(page.getByRole('button', { name: 'Place order and pay' })).then((b) => b.click());
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, place the order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/test-gateway/pay/'), { timeout: 20_000 });
    const firstAttempt = new URL(page.url()).pathname;
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await waitForPath(page, '/payment');
    // Issue 43: the order is kept awaiting payment, not cancelled.
    await page.getByRole('heading', { name: 'Your card was declined' }).waitFor();
    await page.getByText(/Your order is kept for (30|29) minutes: try another card or cancel it/).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(1);
    const orderId = new URL(page.url()).searchParams.get('order');
    await expectAccessible(page);

    // Another card: a new attempt on the card page, for the same order.
    await whenReady(page.getByRole('button', { name: 'Try another card' })).then((b) => b.click());
    await page.waitForURL((url) => url.pathname.startsWith('/api/test-gateway/pay/'), { timeout: 20_000 });
    expect(new URL(page.url()).pathname).not.toBe(firstAttempt);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await waitForPath(page, '/payment');
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
  });

  it('an order kept after a declined card can be cancelled by the customer', async () => {
    await fillCart(page, store);
    await goToReview(page, { method: 'Card' });
    await whenReady(page.getByRole('button', { name: 'Place order and pay' })).then((b) => b.click());
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, place the order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/test-gateway/pay/'), { timeout: 20_000 });
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await waitForPath(page, '/payment');
    await page.getByRole('link', { name: 'View your order' }).click();
    await waitForPath(page, '/order');
    await page.getByTestId('retry-card-payment').waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.getByText('Your order is cancelled').first().waitFor();
    await expect.poll(() => page.getByTestId('retry-card-payment').count()).toBe(0);
  });

  it('works on a 375 px phone, in Turkish', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await signInDemoCustomer(phone);
    await fillCart(phone, store);
    await phone.goto('/cart/shipping?lang=tr');
    await phone.getByRole('heading', { level: 1, name: 'Teslimat bilgileri' }).waitFor();
    const next = await whenReady(phone.getByRole('button', { name: 'Ödemeye geç' }));
    await phone.getByRole('radio', { name: /Mağazadan teslim alma/ }).check();
    await next.click();
    await waitForPath(phone, '/cart/shipping/payment');
    await phone.getByRole('heading', { level: 1, name: 'Ödeme yöntemi' }).waitFor();
    await phone.getByRole('radio', { name: /^Kapıda ödeme/ }).waitFor();
    expect(await phone.getByTestId('summary-delivery').textContent()).toBe('Mağazadan teslim almaÜcretsiz');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(phone);
  });
});
