import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { whenReady } from '../support/identity.ts';
import {
  apiClient,
  DEMO_CUSTOMER,
  DEMO_VENDOR,
  placeCodOrder,
  type ApiClient,
  type PlacedOrder,
} from '../support/orders.ts';
import { signInAsStaff } from '../support/staff.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** With `E2E_SCREENSHOTS=<dir>`, keeps a full-page picture of where the journey is (for reviewing the layout). */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Finds an order through the search box, as staff would with the number a customer reads out. */
async function findOrder(page: Page, label: string, button: string, number: number): Promise<void> {
  const find = await whenReady(page.getByRole('button', { name: button, exact: true }));
  await page.getByRole('searchbox', { name: label }).fill(String(number));
  await find.click();
  await page.waitForURL((url) => url.searchParams.get('number') === String(number));
}

/**
 * Staff and orders end to end: the demo customer places a cash-on-delivery
 * order; staff find it on /admin/orders by its number, open it, are asked
 * for a reason and to confirm, cancel it, and see it cancelled (a second
 * open tab is then told, in the API's words, that it is too late). The same
 * page works at 375 px in Turkish.
 */
describe('staff: find any order and cancel it', () => {
  let session: BrowserSession;
  let customer: ApiClient;
  let order: PlacedOrder;

  beforeAll(async () => {
    session = await openBrowser();
    customer = await apiClient(session.baseUrl, DEMO_CUSTOMER);
    const vendor = await apiClient(session.baseUrl, DEMO_VENDOR);
    order = await placeCodOrder(customer, vendor);
  });
  afterAll(() => session.close());

  it('staff find the order by its number and cancel it with a reason (desktop, English)', async () => {
    const page = await session.newPage();
    await signInAsStaff(page);
    await page
      .getByRole('navigation', { name: 'Panel navigation' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    // Newest first: the order just placed heads the list.
    expect(await page.locator('.admin-orders__table tbody tr').first().locator('th').textContent()).toBe(
      `#${order.number}`,
    );
    await expectAccessible(page);

    // A number that is no order: the catalogue's own words.
    await findOrder(page, 'Order number', 'Find', 999_999_999);
    await expect.poll(() => page.getByText('No records found').count()).toBe(1);

    await findOrder(page, 'Order number', 'Find', order.number);
    const rows = page.locator('.admin-orders__table tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('link', { name: `Open order ${order.number}` }).click();
    const panel = page.locator('article.admin-order');
    await panel.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
    expect(await panel.locator('.order-chip').textContent()).toBe('Placed');
    expect(await panel.getByRole('heading', { name: 'Timeline' }).count()).toBe(1);
    expect(await panel.getByText('Ring the bell, please').count()).toBe(1);

    // A second tab opens the same order before it is cancelled.
    const late = await session.newPage();
    await signInAsStaff(late);
    await late.goto(`/admin/orders?order=${order.id}`);
    await whenReady(late.getByRole('button', { name: 'Cancel order' }));

    // The reason is required: said under the field, nothing is sent.
    const cancel = await whenReady(panel.getByRole('button', { name: 'Cancel order' }));
    await cancel.click();
    const reasonField = panel.getByLabel('Reason');
    await expect.poll(() => reasonField.getAttribute('aria-invalid')).toBe('true');
    expect(await panel.locator('.field__error').textContent()).toBe('Reason is required');
    expect(await page.getByRole('dialog').count()).toBe(0);

    const reason = 'The store cannot deliver this week; agreed with the customer by phone.';
    await reasonField.fill(reason);
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${order.number}?` });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .locator('.Toastify__toast')
      .filter({ hasText: `Order #${order.number} is cancelled` })
      .waitFor();

    // Reloaded: cancelled, the reason on the timeline, no cancel form any more.
    await expect.poll(() => panel.locator('.order-chip').textContent()).toBe('Cancelled');
    expect(await rows.first().locator('.order-chip').textContent()).toBe('Cancelled');
    expect(await panel.getByText(reason).count()).toBeGreaterThan(0);
    expect(await panel.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    const seen = await customer.json<{ data: { status: string; cancel_reason: string | null } }>(
      'GET',
      `/api/order-details/${order.id}`,
    );
    expect(seen.data).toEqual(expect.objectContaining({ status: 'cancelled', cancel_reason: reason }));
    await expectAccessible(page);
    await keepScreenshot(page, 'admin-orders-en-desktop');

    // The other tab is too late: the API's 409 in its words, at the form.
    await late.getByLabel('Reason').fill('Duplicate order.');
    await late.getByRole('button', { name: 'Cancel order' }).click();
    await late.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the order' }).click();
    const alert = late.locator('article.admin-order').getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^unable to cancel order because already/i);
    await expect.poll(() => late.locator('article.admin-order .order-chip').textContent()).toBe('Cancelled');
  });

  it('shows the same page in Turkish at 375 px', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(page);
    await page.goto('/admin/orders?lang=tr');
    await page.getByRole('heading', { level: 1, name: 'Siparişler' }).waitFor();
    await findOrder(page, 'Sipariş numarası', 'Bul', order.number);
    await page.getByRole('link', { name: `${order.number} numaralı siparişi aç` }).click();
    const panel = page.locator('article.admin-order');
    await panel.getByRole('heading', { name: `Sipariş #${order.number}` }).waitFor();
    expect(await panel.locator('.order-chip').textContent()).toBe('İptal edildi');
    for (const heading of ['Ürünler', 'Tutarlar', 'Sipariş geçmişi']) {
      expect(await panel.getByRole('heading', { name: heading }).count()).toBe(1);
    }
    expect(await panel.getByText('personel tarafından').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Tüm siparişleri göster' }).count()).toBe(1);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, 'admin-orders-tr-375');

    await findOrder(page, 'Sipariş numarası', 'Bul', 999_999_999);
    await expect.poll(() => page.getByText('Kayıt bulunamadı').count()).toBe(1);
  });
});
