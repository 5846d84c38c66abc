import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { whenReady } from '../support/identity.ts';
import { approveStoreByName, signInAsStaff } from '../support/staff.ts';
import {
  fillAddressAndLocation,
  fillBankDetails,
  fillImagesAndDocuments,
  fillStoreInfo,
  openSetupTab,
  signUpVendor,
  submitStoreSetup,
  uploadField,
  VALID_STORE,
} from '../support/store-setup.ts';

const ABOUT_EN = 'Bread from a stone oven, baked every morning by the harbour.';
const ABOUT_TR = 'Limanın yanında her sabah taş fırında pişen ekmek.';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The map must work without tiles: every tile request fails here, as on a machine without the network. */
async function withoutTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

/**
 * Issue 4: a new vendor sets up their store: the tabs, the map without
 * tiles, real uploads with progress and thumbnails, the draft across a
 * reload, submission to the pending state, and the store details page with
 * its open/closed switch. Issue 15: the bank details take a Cypriot IBAN
 * (ADR 0042), in English on a desktop and in Turkish at 375 px.
 */
describe('vendor store setup', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('a new vendor fills the setup, keeps the draft over a reload, and sends the store for approval with an IBAN', async () => {
    const { page, mobile } = await signUpVendor(session);
    await withoutTiles(page);
    expect(await page.getByRole('tab', { name: 'Store info' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    // What sign-up told us is carried in (issue 43): the business name, the owner's name and the mobile.
    expect(await page.getByLabel('Store name').inputValue()).toBe('Liman Fırını');
    expect(await page.getByLabel('Store owner / contact person').inputValue()).toBe('Mehmet Yılmaz');
    const phone = await page.getByLabel('Mobile number', { exact: true }).inputValue();
    expect(phone.replace(/\D/g, '').slice(-6)).toBe(mobile.replace(/\D/g, '').slice(-6));

    // Before any store exists, the details page asks to set one up.
    // The same vendor in a window of its own: Chromium draws a tab behind another at about a frame a second, and
    // every click waits for two frames in a row to see its target still.
    const details = await session.newPage();
    await details.context().addCookies(await page.context().cookies());
    await details.goto('/vendor/store-details');
    await expect.poll(() => details.getByText('You have not set up a store yet.').count()).toBe(1);
    expect(await details.getByRole('link', { name: 'Set up your store' }).count()).toBeGreaterThan(0);
    await expectAccessible(details);
    expect(await hasNoSidewaysScroll(details)).toBe(true);

    // Sending the empty form marks the sections with problems and opens the first.
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await expect.poll(() => page.getByRole('tab', { name: /Bank details/ }).textContent()).toContain('has errors');
    expect(await page.getByRole('tab', { name: /Images/ }).textContent()).toContain('has errors');
    expect(await page.getByRole('tab', { name: /Store info/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Business category').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await expectAccessible(page);

    await fillStoreInfo(page);
    await fillAddressAndLocation(page);
    // The map loads in the browser and shows the marker and the delivery circle, with no tiles at all.
    await page.locator('.location-map__pin').waitFor({ timeout: 15_000 });
    expect(await page.locator('path.leaflet-interactive').count()).toBe(1);
    expect(await page.locator('.leaflet-tile-loaded').count()).toBe(0);
    // "Find from address" asks the offline geocoder and moves the coordinates to the town.
    await page.getByRole('button', { name: 'Find from address' }).click();
    await expect.poll(() => page.locator('.store-map__status').textContent()).toContain('Kyrenia');
    await page.getByLabel('Latitude').fill(VALID_STORE.lat);
    await page.getByLabel('Longitude').fill(VALID_STORE.lng);
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    // A real picture: the progress bar runs and ends, the thumbnail shows; then the licence.
    await fillImagesAndDocuments(page);
    await expect
      .poll(() => uploadField(page, 'Trade licence').locator('a').first().getAttribute('href'))
      .toMatch(/^\/api\/documents\/[0-9a-f-]{36}$/);
    await expectAccessible(page);

    // Reload half-way: the draft is back, on the tab that was open.
    await page.reload();
    await whenReady(page.getByRole('button', { name: 'Send for approval' }));
    await expect.poll(() => page.getByText('We restored the changes you had not sent yet.').count()).toBe(1);
    expect(await page.getByRole('tab', { name: /Documents/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Licence number').inputValue()).toBe(VALID_STORE.licenseNumber);
    await openSetupTab(page, 'Store info');
    expect(await page.getByLabel('Store name').inputValue()).toBe(VALID_STORE.title);
    await openSetupTab(page, 'Images');
    await expect
      .poll(() => uploadField(page, 'Store image').locator('img').getAttribute('src'))
      .toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/320\.webp$/);

    await fillBankDetails(page);
    // The draft keeps the bank's name but never the IBAN in local storage.
    const kept = () => page.evaluate(() => localStorage.getItem('bedesten-state') ?? '');
    await expect.poll(kept).toContain(VALID_STORE.accountHolder);
    expect(await kept()).not.toContain(VALID_STORE.iban);
    await submitStoreSetup(page);
    expect(await page.locator('.approval').textContent()).toContain('Waiting for approval');
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    // The draft is gone once sent: a reload shows the saved store, no restore notice, still pending.
    await page.reload();
    await whenReady(page.getByRole('button', { name: 'Save changes' }));
    expect(await page.getByText('We restored the changes you had not sent yet.').count()).toBe(0);
    expect(await page.locator('.approval').getAttribute('data-status')).toBe('pending');
    // The IBAN typed in lower case comes back as banks print it.
    await openSetupTab(page, 'Bank details');
    expect(await page.getByLabel('IBAN', { exact: true }).inputValue()).toBe('CY17 0020 0128 0000 0012 0052 7600');

    // The details page: summary, pending state, and closing the store after a confirmation.
    await details.goto('/vendor/store-details');
    await expect.poll(() => details.locator('.store-summary__title').textContent()).toBe(VALID_STORE.title);
    expect(await details.locator('.approval').getAttribute('data-status')).toBe('pending');
    expect(await details.getByText('•••• 7600').count()).toBe(1);
    await expectAccessible(details);
    expect(await hasNoSidewaysScroll(details)).toBe(true);
    const open = details.getByRole('switch', { name: 'Store is open' });
    await whenReady(open);
    expect(await open.isChecked()).toBe(true);
    await open.click();
    await details.getByRole('dialog', { name: 'Close your store?' }).waitFor();
    await expectAccessible(details);
    await details.getByRole('button', { name: 'Close the store' }).click();
    // The switch names the state it is in (issue 43: a closed store's switch said "Store is open").
    const closed = details.getByRole('switch', { name: 'Store is closed' });
    await expect.poll(() => closed.count()).toBe(1);
    expect(await closed.isChecked()).toBe(false);
    expect(await details.getByText('Your store is closed').count()).toBe(1);
    await details.reload();
    expect(await details.getByRole('switch', { name: 'Store is closed' }).isChecked()).toBe(false);
  }, 240_000);

  it('a Cypriot vendor hears of a wrong IBAN check digit in Turkish, corrects it and sends the store (375 px)', async () => {
    const { page } = await signUpVendor(session, { width: 375, businessName: 'Köşe Bakkal' });
    // The shop's own details first (the helpers speak English); the draft carries them over to the Turkish page.
    await fillStoreInfo(page);
    await fillAddressAndLocation(page);
    await fillImagesAndDocuments(page);
    await page.goto('/vendor/setup-store?lang=tr');
    const send = await whenReady(page.getByRole('button', { name: 'Onaya gönder' }));
    await expect.poll(() => page.getByLabel('Mağaza adı', { exact: true }).inputValue()).toBe(VALID_STORE.title);
    await openSetupTab(page, 'Banka bilgileri');
    await page.getByLabel('Hesap sahibinin adı').fill(VALID_STORE.accountHolder);
    await page.getByLabel('Banka adı').fill(VALID_STORE.bankName);
    await page.getByLabel('Şube', { exact: true }).fill(VALID_STORE.branch);
    await page.getByLabel('Banka adresi').fill(VALID_STORE.bankAddress);
    // One check digit off (17 -> 18): the checksum catches it before anything is sent.
    const iban = page.getByLabel('IBAN numarası', { exact: true });
    await iban.fill('CY18 0020 0128 0000 0012 0052 7600');
    await page.getByLabel('BIC / SWIFT kodu (isteğe bağlı)').fill('bcypcy2n');
    await send.click();
    await expect.poll(() => page.getByRole('tab', { name: /Banka bilgileri/ }).textContent()).toContain('hatalı');
    await openSetupTab(page, 'Banka bilgileri');
    const wrong = page.getByText('Geçerli bir IBAN girin, örneğin CY17 0020 0128 0000 0012 0052 7600');
    await expect.poll(() => wrong.count()).toBe(1);
    expect(await iban.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    await iban.fill(VALID_STORE.iban);
    await send.click();
    await expect
      .poll(() => page.locator('.alert--success').first().textContent(), { timeout: 20_000 })
      .toContain('Mağazanız onaya gönderildi');
    await expect.poll(() => page.locator('.approval').getAttribute('data-status')).toBe('pending');
    await openSetupTab(page, 'Banka bilgileri');
    expect(await iban.inputValue()).toBe('CY17 0020 0128 0000 0012 0052 7600');
    expect(await page.getByLabel('BIC / SWIFT kodu (isteğe bağlı)').inputValue()).toBe('BCYPCY2N');
    await expectAccessible(page);
  }, 180_000);

  it('a vendor writes the About in Turkish too; the Turkish store page shows it, the English one the English (375 px)', async () => {
    const title = `Taş Fırın ${randomUUID().slice(0, 6)}`;
    const { page } = await signUpVendor(session, { width: 375, businessName: title });
    await fillStoreInfo(page, { ...VALID_STORE, title });
    await page.getByLabel('Description (optional)').fill(ABOUT_EN);
    await page.getByLabel('Description in Turkish (optional)').fill(ABOUT_TR);
    await fillAddressAndLocation(page);
    await fillImagesAndDocuments(page);
    await fillBankDetails(page);
    await submitStoreSetup(page);

    // The saved store gives it back to the form, on the Turkish page too.
    await page.goto('/vendor/setup-store?lang=tr');
    await whenReady(page.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    const turkishField = page.getByLabel('Türkçe açıklama (isteğe bağlı)');
    expect(await turkishField.inputValue()).toBe(ABOUT_TR);
    expect(await turkishField.getAttribute('lang')).toBe('tr');
    expect(await page.getByLabel('Açıklama (isteğe bağlı)', { exact: true }).inputValue()).toBe(ABOUT_EN);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    const slug = await page.evaluate(async () => (await (await fetch('/api/store-setup')).json()).data.slug as string);

    const staff = await session.newPage();
    await signInAsStaff(staff);
    await approveStoreByName(staff, title);

    const customer = await session.newPage({ width: 375, height: 800 });
    const about = customer.locator('#about > p').first();
    await customer.goto(`/stores/${slug}?lang=tr`);
    expect(await about.textContent()).toBe(ABOUT_TR);
    expect(await about.getAttribute('lang')).toBe('tr');
    expect(await hasNoSidewaysScroll(customer)).toBe(true);
    await customer.goto(`/stores/${slug}?lang=en`);
    expect(await about.textContent()).toBe(ABOUT_EN);
    expect(await about.getAttribute('lang')).toBe('en');
  }, 240_000);
});
