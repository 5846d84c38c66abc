import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { signInViaApi, type Account } from '../support/staff-queues.ts';
import {
  approveStoreByName,
  signInAsStaff,
  signUpVendorViaApi,
  submitStoreViaApi,
  type ApiVendor,
} from '../support/staff.ts';
import { signUpVendor } from '../support/store-setup.ts';

type Fees = { joining_fees: number; joining_mrp_fees: number };

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The joining fee (issue 15, ADR 0043): a manager sets a fee; a vendor on a
 * phone in Turkish sends the store for approval, sees the fee due, pays it
 * on the test gateway's card page and comes back to "paid"; staff on a
 * desktop in English see it paid and approve, while a store that has not
 * paid cannot be approved. The fee is put back afterwards for other journeys.
 */
describe('joining fee: a vendor pays it, then staff approve', () => {
  let session: BrowserSession;
  let manager: Account;
  let before: Fees;
  const tag = Date.now().toString(36);
  const paidTitle = `Çarşı Kahvesi ${tag}`;
  const unpaidTitle = `Unpaid Bakery ${tag}`;

  beforeAll(async () => {
    session = await openBrowser();
    manager = await signInViaApi(session.baseUrl, 'manager@demo.bedesten.cy');
    before = (await manager.json<{ data: Fees }>('GET', '/api/admin/joining-fees')).data;
    await manager.json('PUT', '/api/admin/joining-fees', { joining_fees: 2500, joining_mrp_fees: 4900 });
  });
  afterAll(async () => {
    await manager?.json('PUT', '/api/admin/joining-fees', { ...before });
    await session.close();
  });

  it('lets a vendor pay the fee on the card page and see it paid, in Turkish at 375 px', async () => {
    const { page, mobile } = await signUpVendor(session, { width: 375, businessName: paidTitle });
    // The store is sent for approval through the API with the browser's own session.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'bedesten_session');
    expect(cookie).toBeDefined();
    const vendor: ApiVendor = {
      token: '',
      mobile,
      headers: { cookie: `bedesten_session=${cookie!.value}`, origin: session.baseUrl },
    };
    await submitStoreViaApi(session.baseUrl, vendor, paidTitle);

    await page.goto('/vendor/store-details?lang=tr');
    const fee = page.locator('section.joining-fee');
    await fee.getByRole('heading', { name: 'Katılım ücreti' }).waitFor();
    await expect(fee.getByTestId('joining-fee-status').textContent()).resolves.toBe('Katılım ücreti bekleniyor');
    await expect(fee.getByTestId('joining-fee-amount').textContent()).resolves.toMatch(/25,00/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);

    // A declined card first: the page says so (issue 43), and offers to try again.
    await (await whenReady(fee.getByRole('button', { name: /öde$/ }))).click();
    await waitForPath(page, /^\/api\/test-gateway\/joining-fee\//);
    await page.getByLabel('Kart numarası').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Öde/ }).click();
    await waitForPath(page, '/vendor/store-details');
    await expect(fee.getByTestId('joining-fee-status').textContent()).resolves.toBe('Kart reddedildi');
    await expect(fee.getByTestId('joining-fee-failure').textContent()).resolves.toContain('Kartınız reddedildi');
    await expectAccessible(page);

    await (await whenReady(fee.getByRole('button', { name: /^Yeniden dene: .*öde$/ }))).click();
    await waitForPath(page, /^\/api\/test-gateway\/joining-fee\//);
    await page.getByText('Bedesten katılım ücreti').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await page.getByLabel('Kart numarası').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Öde/ }).click();

    await waitForPath(page, '/vendor/store-details');
    await expect(fee.getByTestId('joining-fee-status').textContent()).resolves.toBe('Ödendi');
    await expect(fee.getByText('Teşekkürler: katılım ücretiniz ödendi.', { exact: false }).isVisible()).resolves.toBe(
      true,
    );
    // Paid: nothing left to pay.
    await expect(fee.getByRole('button').count()).resolves.toBe(0);
    await expectAccessible(page);
  });

  it('shows staff the fee state on a desktop in English; only the paid store can be approved', async () => {
    const unpaid = await signUpVendorViaApi(session.baseUrl, 'Eleni Unpaid');
    await submitStoreViaApi(session.baseUrl, unpaid, unpaidTitle);

    const desk = await session.newPage();
    // /pricing says how the fee is paid now that one is asked.
    await desk.goto('/pricing');
    await expect(desk.getByTestId('joining-fee-how').textContent()).resolves.toContain('by card');
    await signInAsStaff(desk);
    await desk.goto('/admin/stores?status=pending');
    const card = (title: string) =>
      desk.locator('article.admin-item').filter({ has: desk.getByRole('heading', { name: title, exact: true }) });
    await card(unpaidTitle).waitFor();
    await expect(card(unpaidTitle).getByTestId('store-joining-fee').textContent()).resolves.toContain(
      'Awaiting joining fee',
    );
    await expect(card(paidTitle).getByTestId('store-joining-fee').textContent()).resolves.toContain('Paid');
    await expectAccessible(desk);

    await (await whenReady(card(unpaidTitle).getByRole('button', { name: /^Approve/ }))).click();
    await desk
      .getByText('This store is awaiting its joining fee and cannot be approved until it is paid')
      .first()
      .waitFor();
    await expect(card(unpaidTitle).count()).resolves.toBe(1);

    await approveStoreByName(desk, paidTitle);
    await desk.goto('/admin/stores?status=approved');
    await card(paidTitle).waitFor();
    await expectAccessible(desk);
  });
});
