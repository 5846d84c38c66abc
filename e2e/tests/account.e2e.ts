import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import {
  createCustomerViaApi,
  fitsWidth,
  latestCodeTo,
  PASSWORD,
  signInWithPassword,
  uniqueEmail,
  uniqueMobile,
  waitForPath,
  whenReady,
} from '../support/identity.ts';
import { DEMO_PASSWORD, DEMO_VENDOR } from '../support/orders.ts';

/** A confirmation toast (react-toastify announces it as an alert). */
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text).first().waitFor();

/**
 * The account pages no journey walked (issue 15 item 11): registration by
 * mobile with its code and optional password, and account settings'
 * notification switches, in Turkish at 375 px; the customer profile and
 * change password in English on a desktop; the partner profile in both.
 */
describe('registration and the account pages', () => {
  let session: BrowserSession;
  let phone: Page;
  const mobile = uniqueMobile();
  const email = uniqueEmail('registration');

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('registers by mobile in Turkish on a 375 px phone with its code and an optional password', async () => {
    phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await phone.goto('/registration?lang=tr');
    const send = await whenReady(phone.getByRole('button', { name: 'Bana kod gönder' }));
    expect(await fitsWidth(phone)).toBe(true);
    await expectAccessible(phone);
    await send.click();
    await phone.getByText('Ad zorunludur').waitFor();
    await phone.getByLabel('Ad soyad').fill('Andreas Kyriakou');
    await phone.getByLabel('Cep telefonu numarası', { exact: true }).fill(mobile);
    await phone.getByLabel('E-posta adresi (isteğe bağlı)').fill(email);
    await send.click();

    await waitForPath(phone, '/otp-verify');
    await phone.getByRole('heading', { name: 'Kodunuzu girin', level: 1 }).waitFor();
    await phone.getByText(`+357${mobile.slice(0, 2)}****${mobile.slice(-2)} numarasına bir kod gönderdik.`).waitFor();
    await expect.poll(() => phone.getByRole('timer').textContent()).toMatch(/\d:\d\d/);
    expect(await fitsWidth(phone)).toBe(true);
    await expectAccessible(phone);
    const verify = await whenReady(phone.getByRole('button', { name: 'Doğrula' }));
    await phone.getByLabel('Doğrulama kodu').fill(await latestCodeTo(session.baseUrl, `+357${mobile}`));
    await verify.click();

    await waitForPath(phone, '/registration-password');
    const save = await whenReady(phone.getByRole('button', { name: 'Şifremi kaydet' }));
    expect(await fitsWidth(phone)).toBe(true);
    await expectAccessible(phone);
    await phone.getByLabel('Yeni şifre', { exact: true }).fill(PASSWORD);
    await phone.getByLabel('Şifre tekrarı').fill(`${PASSWORD}?`);
    await save.click();
    await phone.getByText('Şifreler eşleşmiyor', { exact: false }).first().waitFor();
    await phone.getByLabel('Şifre tekrarı').fill(PASSWORD);
    await save.click();
    await phone.waitForURL((url) => url.pathname !== '/registration-password', { timeout: 20_000 });
  });

  it('keeps a notification choice of the new account in Turkish at 375 px, and its password signs in', async () => {
    // Account settings: a switch saves at once and is still on after a reload.
    await phone.goto('/profile/account-settings?lang=tr');
    const orders = phone.getByRole('group', { name: /Sipariş güncellemeleri/ });
    const sms = orders.getByRole('switch', { name: 'SMS' });
    await expect.poll(() => sms.isEnabled()).toBe(true);
    const before = await sms.isChecked();
    await sms.click();
    await toast(phone, 'Bildirim tercihiniz kaydedildi');
    expect(await fitsWidth(phone)).toBe(true);
    // Every account link is whole on the phone's screen: none hides behind a cut label at the edge.
    const links = await phone
      .locator('.account-nav__link')
      .evaluateAll((all) => all.map((a) => a.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    expect(links.length).toBeGreaterThan(2);
    for (const { left, right } of links) expect(left >= 0 && right <= 375).toBe(true);
    await expectAccessible(phone);
    await phone.reload();
    await expect
      .poll(() =>
        phone
          .getByRole('group', { name: /Sipariş güncellemeleri/ })
          .getByRole('switch', { name: 'SMS' })
          .isChecked(),
      )
      .toBe(!before);

    // The password set at registration signs in.
    const other = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await signInWithPassword(other, { email, password: PASSWORD }, { lang: 'tr' });
  });

  it('deletes the new account with its password in Turkish at 375 px; it cannot sign in again', async () => {
    await phone.goto('/profile/account-settings?lang=tr');
    await (await whenReady(phone.getByRole('button', { name: 'Hesabımı sil' }))).click();
    const dialog = phone.getByRole('dialog', { name: 'Hesabı sil' });
    await dialog.getByLabel('Şifreniz').fill(PASSWORD);
    await expectAccessible(phone);
    await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
    await waitForPath(phone, '/');
    await toast(phone, 'Hesabınız silindi');

    await phone.goto('/login?lang=tr');
    const submit = await whenReady(phone.getByRole('button', { name: 'Giriş yap', exact: true }));
    await phone.getByLabel('E-posta adresi').fill(email);
    await phone.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await submit.click();
    await phone.getByText('Hesabınız silindi, lütfen yöneticiyle iletişime geçin').first().waitFor();
  });

  it('edits the customer profile and changes the password in English on a desktop', async () => {
    const person = await createCustomerViaApi(session.baseUrl, 'Maria Charalambous');
    const page = await session.newPage();
    await signInWithPassword(page, person, { to: '/profile' });
    await waitForPath(page, '/profile');
    await page.getByRole('heading', { name: 'Personal details' }).waitFor();
    await expectAccessible(page);
    const name = page.getByLabel('Full name');
    await expect.poll(() => name.inputValue()).toBe('Maria Charalambous');
    await name.fill('Maria Charalambous Ioannou');
    await (await whenReady(page.getByRole('button', { name: 'Save changes' }))).click();
    await toast(page, 'Your details have been saved');
    await page.reload();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Maria Charalambous Ioannou');

    await page.getByRole('link', { name: 'Account settings' }).first().click();
    await waitForPath(page, '/profile/account-settings');
    const change = await whenReady(page.getByRole('button', { name: 'Change password' }));
    await expectAccessible(page);
    const newPassword = 'Kalimera!77';
    await page.getByLabel('Current password').fill('Wrong!Pass1');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await change.click();
    await page.getByText('Current password is incorrect').first().waitFor();
    await expectAccessible(page);
    await page.getByLabel('Current password').fill(person.password);
    await change.click();
    await toast(page, 'Your password has been changed');

    const fresh = await session.newPage();
    await fresh.goto('/login?lang=en');
    await whenReady(fresh.getByRole('button', { name: 'Sign in', exact: true }));
    await fresh.getByLabel('Email address').fill(person.email);
    await fresh.getByLabel('Password', { exact: true }).fill(person.password);
    await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
    await fresh.getByText('Incorrect e-mail address or password').first().waitFor();
    await signInWithPassword(fresh, { email: person.email, password: newPassword });
  });

  it('shows and saves the partner profile, in English on a desktop and in Turkish at 375 px', async () => {
    const desk = await session.newPage();
    await signInWithPassword(desk, { email: DEMO_VENDOR, password: DEMO_PASSWORD }, { to: '/vendor/profile' });
    await waitForPath(desk, '/vendor/profile');
    await desk.getByRole('heading', { name: 'Business and contact details' }).waitFor();
    const business = desk.getByLabel('Business name');
    await expect.poll(() => business.inputValue()).not.toBe('');
    await expectAccessible(desk);
    await (await whenReady(desk.getByRole('button', { name: 'Save changes' }))).click();
    await toast(desk, 'Your details have been saved');

    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await signInWithPassword(
      phone,
      { email: DEMO_VENDOR, password: DEMO_PASSWORD },
      { lang: 'tr', to: '/vendor/profile' },
    );
    await phone.goto('/vendor/profile?lang=tr');
    await phone.getByRole('heading', { name: 'İşletme ve iletişim bilgileri' }).waitFor();
    await expect.poll(() => phone.getByLabel('İşletme adı').inputValue()).toBe(await business.inputValue());
    expect(await fitsWidth(phone)).toBe(true);
    await expectAccessible(phone);

    // The partner's change password refuses a wrong current password (the demo password stays).
    await phone.goto('/vendor/change-password?lang=tr');
    const change = await whenReady(phone.getByRole('button', { name: 'Şifreyi değiştir' }));
    await phone.getByLabel('Mevcut şifre').fill('Yanlis!Sifre1');
    await phone.getByLabel('Yeni şifre', { exact: true }).fill('Kalimera!77');
    await phone.getByLabel('Şifre tekrarı').fill('Kalimera!77');
    await change.click();
    await phone.getByText('Mevcut şifre hatalı').first().waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await expectAccessible(phone);
  });
});
