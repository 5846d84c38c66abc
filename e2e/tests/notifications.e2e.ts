import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import {
  apiClient,
  checkoutAvailable,
  DEMO_CUSTOMER,
  DEMO_VENDOR,
  placeCodOrder,
  signInTo,
  vendorMove,
  type ApiClient,
} from '../support/orders.ts';
import { approveStoreByName, signInAsStaff } from '../support/staff.ts';
import { setUpStore, signUpVendor } from '../support/store-setup.ts';

const NO_CHECKOUT = 'POST /api/order-by-cod answers 404: no order can be placed in this build.';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * Notifications that reach people (issue 11, item 4): a new vendor's store
 * approval arrives in their notifications with the unread count, and a
 * customer reads an order's news in Turkish on a phone. Also: the settings
 * offer to turn notifications on in this browser.
 */
describe('notifications: staff decisions and order news reach people', () => {
  let session: BrowserSession;
  let customer: ApiClient;
  let vendor: ApiClient;
  let ready = false;

  beforeAll(async () => {
    session = await openBrowser();
    customer = await apiClient(session.baseUrl, DEMO_CUSTOMER);
    vendor = await apiClient(session.baseUrl, DEMO_VENDOR);
    ready = await checkoutAvailable(customer);
  });
  afterAll(() => session.close());

  it('a new vendor sees that staff approved their store, counted as unread', async () => {
    const { page } = await signUpVendor(session);
    const storeTitle = await setUpStore(page);

    const staff = await session.newPage();
    await signInAsStaff(staff);
    await approveStoreByName(staff, storeTitle);

    await page.goto('/vendor/notifications?lang=en');
    const item = page.locator('.notification-item').filter({
      hasText: `Your store ${storeTitle} was approved. Customers can now find it.`,
    });
    await item.waitFor();
    await expect.poll(() => item.getAttribute('class')).toContain('is-unread');
    await expect.poll(() => page.locator('.notification-list__bar').textContent()).toContain('1 unread');
    expect(await item.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/vendor/store-details');
    await expectAccessible(page);

    // The profile offers web push for this browser.
    await page.goto('/vendor/profile?lang=en');
    await page.getByRole('heading', { name: 'Notifications in this browser' }).waitFor();
    const toggle = page.locator('.push-toggle');
    await page.locator('.push-toggle:not([data-state="checking"])').waitFor();
    if ((await toggle.getAttribute('data-state')) === 'off') {
      await page.getByRole('button', { name: 'Turn on notifications in this browser' }).click();
      await page.locator('.push-toggle:not([data-state="off"])').waitFor({ timeout: 20_000 });
    }
    // Headless Chromium has no push service to subscribe with: whatever it answers, the person is told plainly.
    const said: Record<string, string> = {
      on: 'Notifications are on in this browser.',
      denied: 'This browser blocks notifications from Bedesten.',
      failed: 'The browser could not turn notifications on.',
      unsupported: 'This browser cannot show notifications from Bedesten',
    };
    const state = (await toggle.getAttribute('data-state'))!;
    expect(Object.keys(said)).toContain(state);
    expect(await toggle.getByRole('status').textContent()).toContain(said[state]);
    await expectAccessible(page);
  });

  it('a customer reads an order’s news in Turkish on a 375 px phone', async (ctx) => {
    ctx.skip(!ready, NO_CHECKOUT);
    const order = await placeCodOrder(customer, vendor);
    await vendorMove(vendor, order.id, 'accepted');

    const phone = await session.newPage({ width: 375, height: 800 });
    await signInTo(phone, DEMO_CUSTOMER, '/notifications');
    await phone.goto('/notifications?lang=tr');
    const item = phone
      .locator('.notification-item')
      .filter({ hasText: `${order.number} numaralı siparişinizin durumu: Onaylandı` });
    await item.waitFor();
    await expect.poll(() => phone.locator('.notification-list__bar').textContent()).toMatch(/\d+ okunmamış/);
    expect(await item.getByRole('link').first().getAttribute('href')).toBe(`/order?id=${order.id}`);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await phone.goto('/profile/account-settings?lang=tr');
    await phone.getByRole('heading', { name: 'Bu tarayıcıdaki bildirimler' }).waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
  });
});
