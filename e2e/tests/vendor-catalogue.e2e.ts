import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { pathOf, whenReady } from '../support/identity.ts';
import { addVendorProduct, signInDemoVendor, tinyPng } from '../support/vendor-catalogue.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * Issue 4, the vendor's catalogue screens: the demo vendor adds a product
 * with two variants and an uploaded picture, finds it waiting for approval
 * in product management, deactivates a variant, changes stock, deletes a
 * variation; a sub-category is added; the product form speaks Turkish on
 * the Turkish page. At 375 px, with an axe check on every page.
 */
describe('vendor catalogue', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('adds a product with two variants and a picture, then manages its variants and stock (375 px)', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInDemoVendor(page);
    const tag = randomBytes(3).toString('hex');
    const nameEn = `E2E Village Bread ${tag}`;
    const nameTr = `E2E Köy Ekmeği ${tag}`;

    // The empty form first: accessible and within the screen.
    await page.goto('/vendor/products?lang=en');
    await whenReady(page.getByRole('button', { name: 'Add product' }));
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    const added = await addVendorProduct(page, { nameEn, nameTr });
    const [small, large] = added.variants;

    // The details page: pending, the uploaded picture (re-encoded by the API) and both variants.
    await expect.poll(() => page.locator('h1').textContent()).toBe(nameEn);
    await expect
      .poll(() => page.getByText('Product saved. It waits for staff approval before customers can see it.').count())
      .toBe(1);
    expect(await page.getByText('Waiting for approval').first().isVisible()).toBe(true);
    const picture = page.getByRole('img', { name: `${nameEn}, picture 1` });
    expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/800\.webp$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator(`[data-variant="${small.uniqueId}"]`).textContent()).toContain('12 in stock');
    expect(await page.locator(`[data-variant="${large.uniqueId}"]`).textContent()).toContain('3 in stock');
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    // Product management: found by search, pending, with both variants.
    await page.goto(`/vendor/product-manage?search=${encodeURIComponent(nameEn)}`);
    const card = page.locator(`[data-product="${added.id}"]`);
    await card.waitFor();
    await whenReady(card.getByRole('button', { name: `Delete (${nameEn})` }));
    expect(await card.locator('[data-status]').first().textContent()).toBe('Waiting for approval');
    // The list's own count (a sub-category below may also hold one product).
    expect(await page.locator('.vc-stack > p[role="status"]').textContent()).toBe('1 product');
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    // Deactivate the small variant: it becomes "Not available".
    const smallRow = card.locator(`[data-variant="${small.uniqueId}"]`);
    const largeRow = card.locator(`[data-variant="${large.uniqueId}"]`);
    const smallSwitch = smallRow.getByRole('switch');
    expect(await smallSwitch.isChecked()).toBe(true);
    await smallSwitch.uncheck();
    await expect.poll(() => smallRow.textContent()).toContain('Not available');
    expect(await smallSwitch.isChecked()).toBe(false);

    // Update the large variant's stock; a negative count is refused in the catalogue's words first.
    const largeStock = largeRow.getByLabel(/^Stock of /);
    await largeStock.fill('-4');
    await largeRow.getByRole('button', { name: /Update stock/ }).click();
    await expect.poll(() => largeRow.textContent()).toContain('Stock cannot be less than 0');
    await largeStock.fill('25');
    await largeRow.getByRole('button', { name: /Update stock/ }).click();
    await expect.poll(() => largeRow.locator('.tag').first().textContent()).toBe('25 in stock');

    // Delete the small variation after confirming; the last one cannot go.
    await smallRow.getByRole('button', { name: /Delete variation/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this variation?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete variation' }).click();
    await expect.poll(() => smallRow.count()).toBe(0);
    expect(await largeRow.getByRole('button', { name: /Delete variation/ }).isDisabled()).toBe(true);
    await expect.poll(() => card.textContent()).toContain('25 in stock in total');

    // The details page agrees.
    await page.goto(`/vendor/product-details?id=${added.id}`);
    await page.locator(`[data-variant="${large.uniqueId}"]`).waitFor();
    expect(await page.locator('[data-variant]').count()).toBe(1);
    expect(await page.locator(`[data-variant="${large.uniqueId}"]`).textContent()).toContain('25 in stock');

    // The edit form holds what was saved.
    await page.getByRole('link', { name: `Edit (${nameEn})` }).click();
    await page.waitForURL(/\/vendor\/products-edit\?id=/);
    await whenReady(page.getByRole('button', { name: 'Save product' }));
    expect(await page.getByLabel('Name in Turkish').inputValue()).toBe(nameTr);
    expect(
      await page.getByRole('group', { name: 'Variant 1', exact: true }).getByLabel('Variant id').inputValue(),
    ).toBe(large.uniqueId);
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    // Delete the whole product from its details page.
    await page.goto(`/vendor/product-details?id=${added.id}`);
    await whenReady(page.getByRole('button', { name: 'Delete product' }));
    await page.getByRole('button', { name: 'Delete product' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this product?' })
      .getByRole('button', { name: 'Delete product' })
      .click();
    await page.waitForURL((url) => url.pathname === '/vendor/product-manage');
    const gone = await page.goto(`/vendor/product-details?id=${added.id}`);
    expect(gone?.status()).toBe(404);
  });

  it('adds a sub-category with a banner and opens its product page (375 px)', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInDemoVendor(page);
    const name = `E2E Breads ${randomBytes(3).toString('hex')}`;
    await page.goto('/vendor/sub-category/add?lang=en');
    const submit = await whenReady(page.getByRole('button', { name: 'Add sub-category' }));
    await expectAccessible(page);
    await page.getByLabel('Business category').selectOption({ index: 1 });
    await page.getByLabel('Name in English').fill(name);
    await page.getByLabel('Name in Turkish').fill(`${name} (TR Ekmekler)`);
    await page.locator('.upload-field input[type="file"]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: tinyPng(24),
    });
    await page.getByRole('img', { name: 'Banner images 1' }).waitFor({ timeout: 20_000 });
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/vendor/product-manage');

    const item = page.locator('[data-sub-category]', { hasText: name });
    await item.waitFor();
    expect(await item.locator('[data-status]').textContent()).toBe('Waiting for approval');
    // Deactivate it with the toggle (SPEC.md §4: active or deactive).
    const toggle = item.getByRole('switch');
    await whenReady(toggle);
    await toggle.uncheck();
    await expect.poll(() => toggle.isChecked()).toBe(false);

    await item.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/vendor\/sub-category\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    expect(await page.getByText('No products found').isVisible()).toBe(true);
    expect(await page.getByText('Deactive', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    await page.getByRole('link', { name: 'Edit sub-category' }).click();
    await page.waitForURL(/\/vendor\/sub-category\/edit\/[0-9a-f-]{36}$/);
    await whenReady(page.getByRole('button', { name: 'Save sub-category' }));
    expect(await page.getByLabel('Name in English').inputValue()).toBe(name);
    expect(await page.getByRole('switch', { name: 'Active' }).isChecked()).toBe(false);
    await expectAccessible(page);
    expect(pathOf(page)).toMatch(/^\/vendor\/sub-category\/edit\//);
  });

  it('shows product form errors in Turkish under their fields on the Turkish page', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInDemoVendor(page);
    await page.goto('/vendor/products?lang=tr');
    const submit = await whenReady(page.getByRole('button', { name: 'Ürünü ekle' }));
    await page.getByLabel('İngilizce ad').fill('Kısa açıklamalı ürün');
    await page.getByLabel('İngilizce açıklama').fill('Çok kısa');
    await submit.click();

    const description = page.getByLabel('İngilizce açıklama');
    await expect.poll(() => description.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await description.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    expect(errorId).toBeTruthy();
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Açıklama en az 10 karakter olmalıdır');
    expect(await page.getByText('Lütfen en az bir görsel ekleyin').isVisible()).toBe(true);
    expect(await page.getByText('Fiyat zorunludur').isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
  });
});
