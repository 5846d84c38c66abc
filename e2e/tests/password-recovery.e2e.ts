import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import {
  createCustomerViaApi,
  fitsWidth,
  latestCodeTo,
  signInWithPassword,
  waitForPath,
  whenReady,
  type TestAccount,
} from '../support/identity.ts';

const NEW_PASSWORD = 'Yeni!Sifre42';

/** The e-mail/SMS choice is one row of compact options, not big circles with wrapped labels. */
async function expectCompactChoice(page: Page): Promise<void> {
  const boxes = await page
    .locator('.segmented__option')
    .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes).toHaveLength(2);
  for (const box of boxes) expect(box.height).toBeLessThan(60);
  expect(Math.abs(boxes[0]!.top - boxes[1]!.top)).toBeLessThan(1);
}

/**
 * Forgot password, both ways (issue 15 items 5 and 11): by e-mail on a
 * desktop in English, where the code page names the e-mail address it went
 * to and asking again at once counts down instead of "Too many attempts";
 * by SMS on a 375 px phone in Turkish. Each ends signing in with the new password.
 */
describe('password recovery', () => {
  let session: BrowserSession;
  let person: TestAccount;

  beforeAll(async () => {
    session = await openBrowser();
    person = await createCustomerViaApi(session.baseUrl);
  });
  afterAll(() => session.close());

  it('by e-mail, in English on a desktop: the code page says where the code went, a second ask counts down', async () => {
    const page = await session.newPage();
    await page.goto('/auth/forgot-password?lang=en');
    const send = await whenReady(page.getByRole('button', { name: 'Send me a reset code' }));
    await expect(page.getByRole('radio', { name: 'Email' }).isChecked()).resolves.toBe(true);
    await expectCompactChoice(page);
    await expectAccessible(page);

    await page.getByLabel('Email address').fill(person.email);
    await send.click();
    await waitForPath(page, '/otp-verify');
    const masked = `${person.email.slice(0, 1)}***@example.cy`;
    await page.getByText(`We sent a code to ${masked}.`).waitFor();
    await expect(page.getByText(/mobile/i).count()).resolves.toBe(0);
    await expectAccessible(page);

    // Back on the first page, asking again within the minute: a countdown, and the button waits.
    await page.goBack();
    await waitForPath(page, '/auth/forgot-password');
    const again = await whenReady(page.getByRole('button', { name: 'Send me a reset code' }));
    await page.getByLabel('Email address').fill(person.email);
    await again.click();
    const wait = page.getByTestId('resend-wait');
    await expect.poll(() => wait.textContent()).toMatch(/^You can ask for a new code in 0:[0-5]\d$/);
    await expect(again.isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Too many attempts').count()).resolves.toBe(0);
    await expectAccessible(page);

    // The first code still works.
    await page.goForward();
    await waitForPath(page, '/otp-verify');
    const proceed = await whenReady(page.getByRole('button', { name: 'Continue' }));
    await page.getByLabel('Verification code').fill(await latestCodeTo(session.baseUrl, person.email));
    await proceed.click();
    await waitForPath(page, '/set-new-password');
    const save = await whenReady(page.getByRole('button', { name: 'Save new password' }));
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await save.click();
    await waitForPath(page, '/login');
    await signInWithPassword(page, { email: person.email, password: NEW_PASSWORD });
    await expect.poll(() => page.locator('summary.account-menu__toggle').textContent()).toContain('Elena');
  });

  it('by SMS, in Turkish on a 375 px phone', async () => {
    // Another account: the one above asked for a code moments ago, and the next may wait up to a minute.
    const person = await createCustomerViaApi(session.baseUrl);
    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await phone.goto('/auth/forgot-password?lang=tr');
    const send = await whenReady(phone.getByRole('button', { name: 'Bana sıfırlama kodu gönder' }));
    await phone.locator('.segmented__option').filter({ hasText: 'SMS' }).click();
    await expect(phone.getByRole('radio', { name: 'SMS' }).isChecked()).resolves.toBe(true);
    await expectCompactChoice(phone);
    expect(await fitsWidth(phone)).toBe(true);
    await expectAccessible(phone);

    await phone.getByLabel('Cep telefonu numarası', { exact: true }).fill(person.mobile);
    await send.click();
    await waitForPath(phone, '/otp-verify');
    await phone.getByRole('heading', { name: 'Kodunuzu girin', level: 1 }).waitFor();
    await phone
      .getByText(`+357${person.mobile.slice(0, 2)}****${person.mobile.slice(-2)} numarasına bir kod gönderdik.`)
      .waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await expectAccessible(phone);

    const proceed = await whenReady(phone.getByRole('button', { name: 'Devam et' }));
    const code = await latestCodeTo(session.baseUrl, `+357${person.mobile}`);
    await phone.getByLabel('Doğrulama kodu').fill(String((Number(code) + 1) % 10_000).padStart(4, '0'));
    await proceed.click();
    await phone.getByText('Geçersiz doğrulama kodu').first().waitFor();
    await phone.getByLabel('Doğrulama kodu').fill(code);
    await proceed.click();
    await waitForPath(phone, '/set-new-password');
    const save = await whenReady(phone.getByRole('button', { name: 'Yeni şifreyi kaydet' }));
    const newest = `${NEW_PASSWORD}x`;
    await phone.getByLabel('Yeni şifre', { exact: true }).fill(newest);
    await phone.getByLabel('Şifre tekrarı').fill(newest);
    await save.click();
    await waitForPath(phone, '/login');
    await expectAccessible(phone);
    await signInWithPassword(phone, { email: person.email, password: newest }, { lang: 'tr' });
    await expect.poll(() => phone.url()).not.toContain('/login');
  });
});
