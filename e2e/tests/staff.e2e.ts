import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import {
  addProductViaApi,
  approveStoreByName,
  rejectByName,
  signInAsStaff,
  signUpVendorViaApi,
  submitStoreViaApi,
  vendorProductViaApi,
  type ApiVendor,
} from '../support/staff.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Letters only, so the names stay valid wherever they go (slugs, headings). */
const suffix = randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 5)
  .padEnd(5, 'x');

/**
 * Staff moderation end to end: a fresh vendor signs up through the real API
 * and submits a store and a product; staff approve the store, reject the
 * product with a reason the vendor then reads, and add a category with a
 * Turkish name. Customers are kept out; /pricing renders in both languages.
 */
describe('staff: approvals, categories and partner pricing', () => {
  let session: BrowserSession;
  let vendor: ApiVendor;
  let storeId: string;
  let productId: string;
  const storeTitle = `Olive Grove ${suffix}`;
  const productName = `Cold Pressed Oil ${suffix}`;

  beforeAll(async () => {
    session = await openBrowser();
    vendor = await signUpVendorViaApi(session.baseUrl);
    storeId = await submitStoreViaApi(session.baseUrl, vendor, storeTitle);
    productId = await addProductViaApi(session.baseUrl, vendor, productName);
  });
  afterAll(() => session.close());

  it('keeps customers out of the staff panel', async () => {
    const page = await session.newPage();
    await page.goto('/auth/sign-in');
    const submit = await whenReady(page.getByRole('button', { name: 'Sign in' }));
    await page.getByLabel('Email address').fill('customer@demo.bedesten.cy');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await submit.click();
    await waitForPath(page, '/');
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(403);
    expect(await page.locator('h1').first().textContent()).toBe('You do not have access to this page');
    expect(await page.locator('.panel-nav').count()).toBe(0);
    const api = await page.request.get('/api/admin/stores?status=pending');
    expect(api.status()).toBe(403);
  });

  it('staff approve the new store and reject its product with a reason the vendor reads (375 px)', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(page);
    const storesWaiting = page.getByRole('link', { name: /stores? waiting for approval/ });
    expect(Number(await storesWaiting.locator('.admin-count__number').textContent())).toBeGreaterThanOrEqual(1);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);

    // Every setup field behind "All details", with the trade licence to open.
    await page.goto('/admin/stores?status=pending');
    const card = page.locator('article.admin-item').filter({ has: page.getByRole('heading', { name: storeTitle }) });
    await card.locator('summary').click();
    await expect.poll(() => card.getByText('CY17 0020 0128 0000 0012 0052 7600').count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Open document 1' }).getAttribute('href')).toMatch(
      /^\/api\/documents\/[0-9a-f-]{36}$/,
    );
    expect(await card.getByText('Lefkoşa').count()).toBe(0); // English page: Nicosia, not its Turkish name
    expect(await card.getByText('Nicosia').count()).toBeGreaterThan(0);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);

    await approveStoreByName(page, storeTitle);
    const own = await fetch(`${session.baseUrl}/api/store-setup`, { headers: vendor.headers });
    expect(((await own.json()) as { data: { status: string } }).data.status).toBe('approved');
    // Approved: customers can open the shop now.
    expect((await fetch(`${session.baseUrl}/api/storeDetail/${storeId}`)).status).toBe(200);
    await page.goto('/admin/stores?status=approved');
    await expect.poll(() => page.getByRole('heading', { name: storeTitle }).count()).toBe(1);

    await page.goto('/admin/products?status=pending');
    await page.getByRole('heading', { name: productName }).waitFor();
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    const reason = 'The pictures do not show the bottle; please add a photo of it.';
    await rejectByName(page, 'products', productName, reason);
    expect(await vendorProductViaApi(session.baseUrl, vendor, productId)).toEqual(
      expect.objectContaining({ status: 'rejected', rejection_reason: reason }),
    );
    await page.goto('/admin/products?status=rejected');
    await expect.poll(() => page.getByText(reason).count()).toBe(1);

    await page.goto('/admin/sub-categories');
    await page.getByRole('heading', { name: 'Pantry' }).first().waitFor();
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
  });

  it('staff add a category with a Turkish name; customers then browse it in Turkish', async () => {
    const page = await session.newPage();
    await signInAsStaff(page);
    await page.goto('/admin/categories');
    await expectAccessible(page);
    await (await whenReady(page.getByRole('button', { name: 'Add category' }))).click();
    const dialog = page.getByRole('dialog', { name: 'Add a category' });
    // The Turkish name is required: the form says so in the API's words.
    await dialog.getByLabel('Name in English').fill(`Antiques ${suffix}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Turkish name is required').count()).toBe(1);
    await expectAccessible(page);
    await dialog.getByLabel('Name in Turkish').fill(`Antikacılar ${suffix}`);
    await dialog.getByLabel('Sort order').fill('40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Sort order 40 puts it after the demo's categories, on the last page.
    await page.goto(`/admin/categories?page=${await lastPage(page)}`);
    const item = page.locator('article.admin-item').filter({ hasText: `Antikacılar ${suffix}` });
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.locator('code').textContent()).toBe(`antiques-${suffix}`);

    const categories = await fetch(`${session.baseUrl}/api/category-list`, { headers: { 'accept-language': 'tr' } });
    const names = ((await categories.json()) as { data: { name: string }[] }).data.map((c) => c.name);
    expect(names).toContain(`Antikacılar ${suffix}`);
  });

  it('shows the joining fees on /pricing in English and Turkish (375 px)', async () => {
    const response = await fetch(`${session.baseUrl}/api/joining-fees`);
    const fees = ((await response.json()) as { data: { joining_fees: number; joining_mrp_fees: number } }).data;
    const money = (minor: number, locale: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);

    for (const [lang, locale, title] of [
      ['en', 'en-CY', 'Pricing for vendors'],
      ['tr', 'tr-CY', 'Satıcılar için fiyatlandırma'],
    ] as const) {
      const page = await session.newPage({ width: 375, height: 800 });
      const answer = await page.goto(`/pricing?lang=${lang}`);
      expect(answer?.status()).toBe(200);
      // Server-rendered: the price is in the HTML itself, before any script runs.
      const html = (await answer?.text()) ?? '';
      expect(html).toContain(money(fees.joining_fees, locale));
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await page.getByTestId('joining-fee').textContent()).toContain(money(fees.joining_fees, locale));
      if (fees.joining_mrp_fees > fees.joining_fees)
        expect(await page.getByTestId('joining-mrp-fee').textContent()).toContain(money(fees.joining_mrp_fees, locale));
      expect(await page.locator('a[href="/vendor/sign-up"]').count()).toBeGreaterThan(0);
      expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
      expect(await hasNoSidewaysScroll(page)).toBe(true);
      await expectAccessible(page);
    }
  });
});

/** The last page number the staff list shows (its pager says "Page n of m"), or 1. */
async function lastPage(page: Page): Promise<number> {
  const status = await page.locator('.pager__status').first().textContent();
  const match = /of (\d+)/.exec(status ?? '');
  return match ? Number(match[1]) : 1;
}
