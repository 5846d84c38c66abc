import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { createCustomerViaApi, fitsWidth, pathOf, signInWithPassword, whenReady } from '../support/identity.ts';

/**
 * Issue 42: a person who lost a phone or used a shared computer ends every
 * session of their account from account settings. Signed in on a phone (in
 * Turkish, 375 px) and on a desktop (in English), the phone signs out of all
 * devices; the desktop's next page finds it signed out too.
 */
describe('sign out of all devices', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('ends the sessions of every browser of the account, after a confirmation', async () => {
    const account = await createCustomerViaApi(session.baseUrl, 'Ayşe Demir');
    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    const desktop = await session.newPage();
    await signInWithPassword(phone, account, { lang: 'tr' });
    await signInWithPassword(desktop, account);

    await desktop.goto('/profile/account-settings');
    await desktop.getByRole('button', { name: 'Sign out of all devices' }).waitFor();

    await phone.goto('/profile/account-settings?lang=tr');
    const open = await whenReady(phone.getByRole('button', { name: 'Tüm cihazlardan çıkış yap' }));
    expect(await fitsWidth(phone)).toBe(true);
    await open.click();
    const dialog = phone.getByRole('dialog', { name: 'Tüm cihazlardan çıkış yap' });
    await dialog.getByText('Hesabınıza giriş yapılmış bu cihaz dahil tüm cihazlardan çıkış yapılacak.').waitFor();
    await expectAccessible(phone);
    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await open.click();
    await dialog.getByRole('button', { name: 'Evet, her yerden çıkış yap' }).click();

    await phone.locator('.Toastify').getByText('Tüm cihazlardaki oturumlarınız kapatıldı').first().waitFor();
    await phone.waitForURL((url) => url.pathname === '/');
    await phone.goto('/profile/account-settings?lang=tr');
    await phone.waitForURL((url) => url.pathname === '/login');

    // The other browser was never told; its next page finds its session gone.
    await desktop.goto('/profile/account-settings');
    await desktop.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(desktop)).toMatch(/^\/login/);
  });
});
