import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { whenReady } from '../support/identity.ts';
import { approveByName, approveProductByName, approveStoreByName, signInAsStaff } from '../support/staff.ts';
import { setUpStore, signUpVendor } from '../support/store-setup.ts';
import { foldTurkish } from '../support/text.ts';
import { addVendorProduct, tinyPng } from '../support/vendor-catalogue.ts';

/**
 * The whole way from a new partner to a customer (issue 4): a vendor signs up
 * and sets up a store with a picture, staff approve it, the vendor adds a
 * product with two variants, staff approve that, and a customer on a phone
 * finds it from the header by its Turkish name typed without Turkish
 * letters, and opens its page. Until staff approve, customers cannot see it.
 */

/** A word made of letters only, so search treats it as a word of the name. */
function tag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
}

async function searchApi(query: string): Promise<{ stores: { title: string }[]; products: { name: string }[] }> {
  const response = await fetch(`${inject('baseUrl')}/api/search?q=${encodeURIComponent(query)}&lang=tr`);
  expect(response.status).toBe(200);
  return (await response.json()) as { stores: { title: string }[]; products: { name: string }[] };
}

async function addSubCategory(page: Page, name: string): Promise<void> {
  await page.goto('/vendor/sub-category/add?lang=en');
  const submit = await whenReady(page.getByRole('button', { name: 'Add sub-category' }));
  await page.getByLabel('Business category').selectOption({ index: 1 });
  await page.getByLabel('Name in English').fill(name);
  await page.getByLabel('Name in Turkish').fill(`${name} reçelleri`);
  await page.locator('.upload-field input[type="file"]').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: tinyPng(24),
  });
  await page.getByRole('img', { name: 'Banner images 1' }).waitFor({ timeout: 20_000 });
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/vendor/product-manage');
}

describe('marketplace: from a new partner to a customer', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('a new store and product reach customers only after staff approve them', async () => {
    const word = tag();
    const nameEn = `Village Peach Jam ${word}`;
    const nameTr = `Köy Şeftali Reçeli ${word}`;
    const typed = foldTurkish(nameTr);
    expect(typed).toBe(`koy seftali receli ${word}`);

    // The partner signs up by code and sets the store up, with a real picture.
    const { page: vendor } = await signUpVendor(session);
    const storeTitle = await setUpStore(vendor);
    expect((await searchApi(storeTitle)).stores.map((s) => s.title)).not.toContain(storeTitle);

    // Staff approve the store.
    const staff = await session.newPage();
    await signInAsStaff(staff);
    await approveStoreByName(staff, storeTitle);

    // The partner adds a sub-category and a product with two variants.
    await addSubCategory(vendor, `Jams ${word}`);
    const added = await addVendorProduct(vendor, { nameEn, nameTr });
    expect(added.variants).toHaveLength(2);
    expect((await searchApi(typed)).products).toHaveLength(0);

    // Staff approve the sub-category and the product.
    await approveByName(staff, 'sub-categories', `Jams ${word}`);
    await approveProductByName(staff, nameEn);
    await expectAccessible(staff);

    // A customer on a phone finds it from the header in Turkish, typed without Turkish letters.
    const customer = await session.newPage({ width: 375, height: 812 });
    await customer.goto('/?lang=tr');
    const box = customer.getByRole('combobox', { name: /ara/i }).first();
    await box.fill(typed);
    await box.press('Enter');
    await customer.waitForURL(/\/shopping\?q=/);
    const result = customer.getByRole('link', { name: nameTr, exact: true }).first();
    await expect.poll(() => result.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expectAccessible(customer);

    await result.click();
    await customer.waitForURL(/\/stores\/[^/]+\/[^/?]+/);
    await expect.poll(() => customer.locator('h1').textContent()).toBe(nameTr);
    // Both variants are offered, and the page says which store sells it.
    const offers = await customer.locator('script[type="application/ld+json"]').allTextContents();
    const product = offers
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((d) => d['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ offerCount: 2, priceCurrency: 'EUR' });
    expect(await customer.getByRole('link', { name: storeTitle }).count()).toBeGreaterThan(0);
    await expectAccessible(customer);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
