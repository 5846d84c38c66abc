import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { whenReady } from '../support/identity.ts';
import { signInDemoVendor } from '../support/vendor-catalogue.ts';

/**
 * Issue 15 item 11: the vendor's VAT rates and notifications, walked in both
 * languages. Cyprus's rates read once in the page's language ("Standart %19",
 * never "Standard 19% %19"); a vendor adds, changes and deletes its own rate.
 */

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

const rowOf = (page: Page, name: string) => page.locator('.vat-row').filter({ hasText: name });

describe('vendor settings: VAT rates and notifications', () => {
  let session: BrowserSession;
  const tag = Date.now().toString(36);

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('lets a vendor add, change and delete its own VAT rate on a desktop in English', async () => {
    const desk = await session.newPage();
    await signInDemoVendor(desk);
    await desk.goto('/vendor/vat-rates?lang=en');
    await desk.getByRole('heading', { name: 'VAT rates', level: 1 }).waitFor();
    const standard = desk.locator('.vat-row[data-vat-rate="Standard 19%"]');
    await expect(standard.locator('.vat-row__name').textContent()).resolves.toBe('Standard');
    await expect(standard.locator('.vat-row__rate').textContent()).resolves.toBe('19%');
    await expectAccessible(desk);

    const name = `Hotel rate ${tag}`;
    await (await whenReady(desk.getByRole('button', { name: 'Add a VAT rate' }))).click();
    const dialog = desk.getByRole('dialog', { name: 'Add a VAT rate' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Rate (%)').fill('9');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await desk.getByText('VAT rate saved').first().waitFor();
    await expect(rowOf(desk, name).locator('.vat-row__rate').textContent()).resolves.toBe('9%');
    await expect(rowOf(desk, name).textContent()).resolves.toContain('Your store');

    await rowOf(desk, name)
      .getByRole('button', { name: `Edit (${name})` })
      .click();
    const edit = desk.getByRole('dialog', { name: 'Edit VAT rate' });
    await edit.getByLabel('Rate (%)').fill('4.75');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rowOf(desk, name).locator('.vat-row__rate').textContent()).toBe('4.75%');
    await expectAccessible(desk);

    await rowOf(desk, name)
      .getByRole('button', { name: `Delete (${name})` })
      .click();
    await desk
      .getByRole('dialog', { name: 'Delete this VAT rate?' })
      .getByRole('button', { name: 'Delete rate' })
      .click();
    await desk.getByText('VAT rate deleted').first().waitFor();
    await expect.poll(() => rowOf(desk, name).count()).toBe(0);
  });

  it('reads the rates and notifications in Turkish at 375 px, decimals with a comma', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'en-US' });
    await signInDemoVendor(phone);
    await phone.goto('/vendor/vat-rates?lang=tr');
    await phone.getByRole('heading', { name: 'KDV oranları', level: 1 }).waitFor();
    const standard = phone.locator('.vat-row[data-vat-rate="Standard 19%"]');
    await expect(standard.locator('.vat-row__name').textContent()).resolves.toBe('Standart');
    await expect(standard.locator('.vat-row__rate').textContent()).resolves.toBe('%19');
    expect(await phone.locator('.vat-list').innerText()).not.toMatch(/Standard|Reduced|Zero/);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    const name = `Otel oranı ${tag}`;
    await (await whenReady(phone.getByRole('button', { name: 'KDV oranı ekle' }))).click();
    const dialog = phone.getByRole('dialog', { name: 'KDV oranı ekle' });
    await dialog.getByLabel('Ad', { exact: true }).fill(name);
    await dialog.getByLabel('Oran (%)').fill('4,75');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await phone.getByText('KDV oranı kaydedildi').first().waitFor();
    await expect(rowOf(phone, name).locator('.vat-row__rate').textContent()).resolves.toBe('%4,75');
    await expectAccessible(phone);
    await rowOf(phone, name)
      .getByRole('button', { name: `Sil (${name})` })
      .click();
    await phone
      .getByRole('dialog', { name: 'Bu KDV oranı silinsin mi?' })
      .getByRole('button', { name: 'Oranı sil' })
      .click();
    await expect.poll(() => rowOf(phone, name).count()).toBe(0);

    await phone.goto('/vendor/notifications?lang=tr');
    await phone.getByRole('heading', { name: 'Satıcı bildirimleri', level: 1 }).waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
  });
});
