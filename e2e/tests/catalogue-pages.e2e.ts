import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { whenReady } from '../support/identity.ts';
import { signInDemoVendor, tinyPng } from '../support/vendor-catalogue.ts';

/**
 * Issue 15 item 11: `/category`, `/sub-category` and the vendor's
 * sub-category edit, walked in both languages (Turkish at 375 px).
 */

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function categoryNames(baseUrl: string, lang: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/category-list`, { headers: { 'accept-language': lang } });
  return ((await response.json()) as { data: { name: string }[] }).data.map((category) => category.name);
}

describe('category pages and sub-category edit', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('lists the categories and leads to their products on a desktop in English', async () => {
    const desk = await session.newPage();
    await desk.goto('/category?lang=en');
    await desk.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    const names = await categoryNames(session.baseUrl, 'en');
    expect(names.length).toBeGreaterThan(0);
    await expect(desk.locator('.category-card__title').allTextContents()).resolves.toEqual(names);
    await expectAccessible(desk);
    await desk.locator('.category-card').first().getByRole('link', { name: 'Products' }).click();
    await desk.waitForURL(/\/shopping\?category=/);
    await desk.locator('h1').waitFor();

    await desk.goto('/sub-category?lang=en');
    await desk.getByRole('heading', { name: 'Sub-categories', level: 1 }).waitFor();
    await expectAccessible(desk);
  });

  it('shows the same pages in Turkish at 375 px', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'en-US' });
    await phone.goto('/category?lang=tr');
    await phone.getByRole('heading', { name: 'Kategoriler', level: 1 }).waitFor();
    await expect(phone.locator('.category-card__title').allTextContents()).resolves.toEqual(
      await categoryNames(session.baseUrl, 'tr'),
    );
    await phone.locator('.category-card').first().getByRole('link', { name: 'Mağazaları gör' }).waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await phone.goto('/sub-category?lang=tr');
    await phone.getByRole('heading', { name: 'Alt kategoriler', level: 1 }).waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
  });

  it('lets a vendor add a sub-category and rename it in Turkish at 375 px', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'en-US' });
    await signInDemoVendor(phone);
    const tag = randomBytes(3).toString('hex');
    await phone.goto('/vendor/sub-category/add?lang=tr');
    const add = await whenReady(phone.getByRole('button', { name: 'Alt kategoriyi ekle' }));
    await phone.getByLabel('İşletme kategorisi').selectOption({ index: 1 });
    await phone.getByLabel('İngilizce ad').fill(`Pastries ${tag}`);
    await phone.getByLabel('Türkçe ad').fill(`Hamur işleri ${tag}`);
    await phone.locator('.upload-field input[type="file"]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: tinyPng(24),
    });
    await phone.getByRole('img', { name: 'Kapak görselleri 1' }).waitFor({ timeout: 20_000 });
    await add.click();
    await phone.waitForURL((url) => url.pathname === '/vendor/product-manage');

    const item = phone.locator('[data-sub-category]', { hasText: `Hamur işleri ${tag}` });
    await item.getByRole('link', { name: `Hamur işleri ${tag}`, exact: true }).click();
    await phone.waitForURL(/\/vendor\/sub-category\/[0-9a-f-]{36}$/);
    await phone.getByRole('link', { name: 'Alt kategoriyi düzenle' }).click();
    await phone.waitForURL(/\/vendor\/sub-category\/edit\/[0-9a-f-]{36}$/);
    const save = await whenReady(phone.getByRole('button', { name: 'Alt kategoriyi kaydet' }));
    expect(await phone.getByLabel('Türkçe ad').inputValue()).toBe(`Hamur işleri ${tag}`);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await phone.getByLabel('Türkçe ad').fill(`Börekler ${tag}`);
    await save.click();
    await phone.getByText('Alt kategori kaydedildi').first().waitFor();
    await phone.goto('/vendor/product-manage?lang=tr');
    const renamed = phone.locator('[data-sub-category]', { hasText: `Börekler ${tag}` });
    await renamed.waitFor();
    expect(await renamed.locator('[data-status]').textContent()).toBe('Onay bekliyor');
    await expectAccessible(phone);
  });
});
