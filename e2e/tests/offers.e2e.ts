import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { signInAsStaff } from '../support/staff.ts';
import { signInDemoVendor } from '../support/vendor-catalogue.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Checks a page the way every journey here does: axe, and nothing wider than the phone. */
async function checkPage(page: Page): Promise<void> {
  await expectAccessible(page);
  expect(await hasNoSidewaysScroll(page)).toBe(true);
}

/** The demo vendor's store, by the signed-in vendor's own profile. */
async function demoStoreId(page: Page): Promise<string> {
  const profile = await page.request.get('/api/get-profile-details');
  const storeId = (await profile.json()).data.store_id as string;
  expect(storeId).toMatch(/^[0-9a-f-]{36}$/);
  return storeId;
}

/**
 * Issue 5, offers and coupons, delivery charges and the platform fee: the
 * demo vendor adds an offer with a voucher code, customers see it on the
 * store page, the vendor switches it off and deletes it; the Turkish form
 * words a bad code in Turkish; delivery bands are saved and a band with an
 * empty box reads "Please check all charges are filled properly"; staff set
 * the platform fee. At 375 px with an axe check on every page. What the
 * journeys change in the demo data they put back, for the journeys after.
 */
describe('offers, delivery charges and the platform fee', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('adds an offer with a code, shows it to customers, deactivates and deletes it (375 px)', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInDemoVendor(page);
    const storeId = await demoStoreId(page);
    const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;

    await page.goto('/vendor/offers?lang=en');
    // The demo coupons are there from the seed.
    await page.locator('[data-offer="WELCOME10"]').waitFor();
    await checkPage(page);

    await page.getByRole('link', { name: 'Add an offer' }).first().click();
    await waitForPath(page, '/vendor/offers/add');
    const submit = await whenReady(page.getByRole('button', { name: 'Add offer' }));
    await checkPage(page);
    await page.getByLabel('Title').fill('E2E spring deal');
    await page.getByLabel('Description').fill('Fifteen percent off for the journey.');
    await page.getByLabel('Discount type').selectOption('percent');
    await page.getByLabel('Discount (%)').fill('15');
    await page.getByLabel('Minimum order amount (€)').fill('25');
    await page.getByLabel('Voucher code').fill(code.toLowerCase());
    await page.getByLabel('Limit per customer').fill('2');
    await submit.click();

    await waitForPath(page, '/vendor/offers');
    const card = page.locator(`[data-offer="${code}"]`);
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain('E2E spring deal');
    expect(text).toContain('15% off');
    expect(text).toContain('€25.00');
    expect(text).toContain('Active');
    await checkPage(page);

    // Customers see it on the store page, with its code and minimum.
    const visitor = await session.newPage({ width: 375, height: 800 });
    await visitor.goto(`/stores/${storeId}?lang=en`);
    const strip = visitor.getByRole('region', { name: 'Offers', exact: true });
    await strip.waitFor();
    const offer = strip.locator(`[data-offer="${code}"]`);
    expect(await offer.textContent()).toContain('15% off');
    expect(await offer.textContent()).toContain('on orders over €25.00');
    await checkPage(visitor);

    // Deactivated: the card says so, the inactive filter lists it, and customers no longer see it.
    const toggle = await whenReady(card.getByRole('switch', { name: `Active (${code})` }));
    await toggle.click();
    await expect.poll(() => page.locator(`[data-offer="${code}"] .tag`).textContent()).toBe('Inactive');
    await page.goto('/vendor/offers?status=inactive&lang=en');
    await page.locator(`[data-offer="${code}"]`).waitFor();
    expect(await page.locator('[data-offer="WELCOME10"]').count()).toBe(0);
    await checkPage(page);
    await visitor.reload();
    await strip.waitFor();
    expect(await visitor.locator(`[data-offer="${code}"]`).count()).toBe(0);
    expect(await visitor.locator('[data-offer="WELCOME10"]').count()).toBe(1);

    // Deleted after confirming.
    const remove = await whenReady(page.getByRole('button', { name: `Delete (${code})` }));
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this offer?' });
    await dialog.waitFor();
    await checkPage(page);
    await dialog.getByRole('button', { name: 'Delete offer' }).click();
    await expect.poll(() => page.locator(`[data-offer="${code}"]`).count(), { timeout: 15_000 }).toBe(0);
    const list = await page.request.get('/api/vendor-offers-list?per_page=100');
    expect((await list.json()).data.some((o: { code: string }) => o.code === code)).toBe(false);
  });

  it('words a bad voucher code and missing fields in Turkish on the Turkish form', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInDemoVendor(page);
    await page.goto('/vendor/offers/add?lang=tr');
    const submit = await whenReady(page.getByRole('button', { name: 'Kampanyayı ekle' }));
    await page.getByLabel('Kupon kodu').fill('YAZ-10');
    await submit.click();

    const codeField = page.getByLabel('Kupon kodu');
    const message = 'Kupon kodu yalnızca harf ve rakamlardan oluşmalıdır';
    await page.getByText(message).waitFor();
    // The message belongs to the field it is about.
    const describedBy = (await codeField.getAttribute('aria-describedby')) ?? '';
    const described = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(described.join(' ')).toContain(message);
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Başlık zorunludur').count()).toBe(1);
    expect(await page.getByText('İndirim türü zorunludur').count()).toBe(1);
    expect(await page.getByText('En düşük sipariş tutarı zorunludur').count()).toBe(1);
    await checkPage(page);
    expect(new URL(page.url()).pathname).toBe('/vendor/offers/add');
  });

  it('saves delivery bands, and a band with an empty box reads the SPEC.md §5 message (375 px)', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInDemoVendor(page);
    const before = (await (await page.request.get('/api/vendor-delivery-charges')).json()).data.ranges;
    await page.goto('/vendor/delivery-charges?lang=en');
    const save = await whenReady(page.getByRole('button', { name: 'Save delivery charges' }));
    await checkPage(page);

    const rows = page.locator('.dc-row');
    const existing = await rows.count();
    expect(existing).toBe(before.length);
    await page.getByRole('button', { name: 'Add a band' }).click();
    const band = `Band ${existing + 1}`;
    const box = (column: string) => page.getByLabel(`${column} (${band})`);
    await box('From (€)').fill('100');
    await box('To (€)').fill('500');
    await box('Charge (€)').fill('7.50');
    await box('Within (hours)').fill('24');
    // Farther than the store delivers: refused under the box, naming the store's reach.
    await box('Up to (km)').fill('500');
    await save.click();
    await page
      .getByText(/^Your store delivers up to \d+ km, so a band cannot reach farther$/)
      .first()
      .waitFor();
    await box('Up to (km)').fill('10');
    await save.click();
    await page.getByText('Delivery charges saved').first().waitFor();
    const saved = (await (await page.request.get('/api/vendor-delivery-charges')).json()).data.ranges;
    expect(saved).toHaveLength(before.length + 1);
    expect(saved.at(-1)).toEqual({
      min_price: 10000,
      max_price: 50000,
      charge: 750,
      max_distance_km: 10,
      max_hours: 24,
    });

    // An empty charge: refused with the spec's words, nothing saved.
    await page.reload();
    await whenReady(page.getByRole('button', { name: 'Save delivery charges' }));
    await box('Charge (€)').fill('');
    await page.getByRole('button', { name: 'Save delivery charges' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please check all charges are filled properly' }).waitFor();
    // …and the empty box itself is marked.
    expect(await box('Charge (€)').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Charge is required').waitFor();
    await checkPage(page);
    // Minimum above maximum is named under its box.
    await box('Charge (€)').fill('7.50');
    await box('From (€)').fill('600');
    await page.getByRole('button', { name: 'Save delivery charges' }).click();
    await page.getByText('Minimum price must not be more than the maximum price').waitFor();
    expect((await (await page.request.get('/api/vendor-delivery-charges')).json()).data.ranges).toEqual(saved);

    // The band is removed again, so later journeys find the demo's bands.
    await page.getByRole('button', { name: `Remove (${band})` }).click();
    await page.getByRole('button', { name: 'Save delivery charges' }).click();
    await expect
      .poll(async () => (await (await page.request.get('/api/vendor-delivery-charges')).json()).data.ranges)
      .toEqual(before);
  });

  it('lets staff set the platform fee (375 px)', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(page);
    const before = (await (await page.request.get('/api/platform-fee')).json()).data;
    await page.goto('/admin/settings?lang=en');
    const save = await whenReady(page.getByRole('button', { name: 'Save platform fee' }));
    await checkPage(page);

    await page.getByLabel('Fee type').selectOption('percent');
    await page.getByLabel('Percentage (%)').fill('2.5');
    await save.click();
    await page.getByText('Now: 2.5% of the items’ total on every order.').waitFor();
    expect((await (await page.request.get('/api/platform-fee')).json()).data).toEqual({ type: 'percent', value: 250 });

    // Over the cap: the shared schema's message under the field, nothing saved.
    await page.getByLabel('Percentage (%)').fill('75');
    await page.getByRole('button', { name: 'Save platform fee' }).click();
    await page.getByText('Invalid Value').waitFor();
    await checkPage(page);

    // Put the demo's fee back.
    await page.request.put('/api/admin/platform-fee', {
      data: before,
      headers: { origin: new URL(page.url()).origin },
    });
    expect((await (await page.request.get('/api/platform-fee')).json()).data).toEqual(before);
  });
});
