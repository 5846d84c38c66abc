import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import {
  PASSWORD,
  pathOf,
  readCodeFromOutboxPage,
  uniqueEmail,
  uniqueMobile,
  waitForPath,
  whenReady,
} from '../support/identity.ts';
import { DEMO_TOKEN } from '../support/server.ts';

/**
 * Issue 3 journeys through the web UI: sign up, sign out, sign in by code
 * read from the demo outbox page, an address book with a default address;
 * partner sign-up by code; Turkish validation; route guarding. An axe check
 * runs on every page a journey visits.
 */
describe('identity and access', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('a customer signs up, signs out, signs in with a code from the outbox page and keeps a default address (375 px)', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    const mobile = uniqueMobile();
    const email = uniqueEmail('customer');

    // Sign up through the form.
    await page.goto('/auth/sign-up');
    const create = await whenReady(page.getByRole('button', { name: 'Create my account' }));
    await expectAccessible(page);
    await page.getByLabel('Full name').fill('Ayşe Demir');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await create.click();
    await waitForPath(page, '/');
    const menu = page.locator('summary.account-menu__toggle');
    await expect.poll(() => menu.textContent()).toContain('Ayşe');

    // Sign out from the account menu.
    await menu.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).count()).toBe(1);

    // A private page sends a signed-out person to sign in, and back afterwards.
    await page.goto('/profile/address');
    expect(pathOf(page)).toBe('/login?redirect=%2Fprofile%2Faddress');
    await whenReady(page.getByRole('button', { name: 'Sign in' }));
    await page.getByRole('tab', { name: 'Mobile and code' }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('Verification code').waitFor();
    // The countdown of `resend_in` is shown.
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/\d:\d\d/);
    await expectAccessible(page);

    // The code screen links to the demo outbox; read the code there, driving its form.
    const [outbox] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Read your code in the demo outbox/ }).click(),
    ]);
    await outbox.waitForLoadState();
    const code = await readCodeFromOutboxPage(outbox, mobile);
    await expectAccessible(outbox);
    await outbox.close();

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/profile/address');
    await expectAccessible(page);

    // Add an address; the first one is the default.
    await addAddress(page, { address: '12 Ledra Street', city: 'Nicosia', district: 'Nicosia' });
    const first = page.locator('.address-card', { hasText: '12 Ledra Street' });
    await expect.poll(() => first.textContent()).toContain('Default');
    await expectAccessible(page);

    // A second address made default takes it from the first.
    await addAddress(page, { address: '4 Harbour Road', city: 'Kyrenia', district: 'Kyrenia', makeDefault: true });
    const second = page.locator('.address-card', { hasText: '4 Harbour Road' });
    await expect.poll(() => second.textContent()).toContain('Default');
    await expect.poll(() => first.textContent()).not.toContain('Default');
    // And "Make default" gives it back.
    await first.getByRole('button', { name: 'Make default' }).click();
    await expect.poll(() => first.textContent()).toContain('Default');
    await expect.poll(() => second.textContent()).not.toContain('Default');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('fills the address from the browser location, and asks for the permission when it is refused', async () => {
    const page = await signedInCustomer();
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 34.6841, longitude: 33.0379 });
    await page.goto('/address');
    await whenReady(page.getByRole('button', { name: 'Add a new address' })).then((button) => button.click());
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue()).toBe('Limassol');
    // The district picker shows the district found, and the pin sits where the device is.
    expect(await page.getByLabel('District', { exact: true }).locator('option:checked').textContent()).toBe('Limassol');
    await page.getByText('Pin: latitude 34.68410, longitude 33.03790').waitFor();
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('Cyprus');
    await expectAccessible(page);

    await page.context().clearPermissions();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect
      .poll(() => page.locator('.location-tools__status').textContent())
      .toContain('Please allow your location');
  });

  it('a vendor signs up by code and lands on store setup', async () => {
    const page = await session.newPage();
    // A controllable clock, to see the countdown end and the code time out without waiting ten minutes.
    await page.clock.install();
    const mobile = uniqueMobile();
    await page.goto('/vendor/sign-up');
    const send = await whenReady(page.getByRole('button', { name: 'Send me a code' }));
    await expectAccessible(page);
    await page.getByLabel('Business name').fill('Köşe Fırını');
    await page.getByLabel('Your name').fill('Mehmet Yılmaz');
    await page.getByLabel('Area').fill('Kyrenia');
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await send.click();
    await waitForPath(page, '/vendor/registration/otp');
    await page.getByLabel('Verification code').waitFor();
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/(1:00|0:[0-5]\d)$/);
    await expectAccessible(page);
    // After `resend_in` the resend button replaces the countdown; after the code's life, the spec's time-out.
    await page.clock.fastForward('01:01');
    await page.getByRole('button', { name: 'Resend code' }).waitFor();
    await page.clock.fastForward('09:00');
    await expect.poll(() => page.getByText('Time Out Please Click On Resend OTP').count()).toBe(1);

    const outbox = await session.newPage();
    await outbox.goto('/dev/outbox');
    const code = await readCodeFromOutboxPage(outbox, `+357 ${mobile}`);

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/vendor/setup-store');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Set up your store');
    await expectAccessible(page);

    // The same session opens the customer side, and comes back, without signing in again.
    await page.getByRole('link', { name: 'Switch to customer panel' }).click();
    await waitForPath(page, '/');
    await page.locator('summary.account-menu__toggle').click();
    await page.getByRole('link', { name: 'Switch to vendor panel' }).click();
    await waitForPath(page, '/vendor/setup-store');
  });

  it('shows Turkish validation messages on the Turkish sign-in page', async () => {
    const page = await session.newPage();
    await page.goto('/auth/sign-in?lang=tr');
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    const submit = await whenReady(page.getByRole('button', { name: 'Giriş yap' }));
    await submit.click();
    await expect.poll(() => page.getByText('E-posta adresini girin').count()).toBe(1);
    expect(await page.getByText('Şifre zorunludur').count()).toBe(1);
    await expectAccessible(page);

    await page.getByLabel('E-posta adresi').fill('ayse@');
    await submit.click();
    await expect.poll(() => page.getByText('Geçerli bir e-posta adresi girin').count()).toBe(1);

    // A wrong pair gets the catalogue's words in Turkish from the API.
    await page.getByLabel('E-posta adresi').fill('nobody@example.cy');
    await page.getByLabel('Şifre', { exact: true }).fill('Yanlis!123');
    await submit.click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('E-posta adresi veya şifre hatalı');

    await page.getByRole('tab', { name: 'Cep telefonu ve kod' }).click();
    await page.getByRole('button', { name: 'Bana kod gönder' }).click();
    await expect.poll(() => page.getByText('Cep telefonu zorunludur').count()).toBe(1);
    await page.getByLabel('Cep telefonu numarası', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Bana kod gönder' }).click();
    await expect.poll(() => page.getByText('Geçersiz Cep telefonu').count()).toBe(1);
    await expectAccessible(page);
  });

  it('keeps vendor pages from customers and sends signed-out people to sign in', async () => {
    const signedOut = await session.newPage();
    await signedOut.goto('/vendor/dashboard');
    expect(pathOf(signedOut)).toBe('/vendor/sign-in?redirect=%2Fvendor%2Fdashboard');
    await expectAccessible(signedOut);

    const page = await signedInCustomer();
    const response = await page.goto('/vendor/dashboard');
    expect(response?.status()).toBe(403);
    expect(await page.locator('h1').first().textContent()).toBe('You do not have access to this page');
    const html = (await response?.text()) ?? '';
    // Nothing of the panel: no side navigation, no vendor page text.
    expect(html).not.toContain('Panel navigation');
    expect(html).not.toContain("Today's orders");
    expect(await page.locator('.panel-nav').count()).toBe(0);
    await expectAccessible(page);
  });

  it('tells a browser without the demo link what to do, and opens the outbox and the demo accounts once it has it', async () => {
    // A context of its own: session.newPage() has opened the link already (ADR 0084).
    const context = await session.browser.newContext({ baseURL: session.baseUrl, locale: 'en-GB' });
    try {
      const page = await context.newPage();
      const locked = await page.goto('/dev/outbox');
      expect(locked?.status()).toBe(403);
      const advice = page.getByTestId('outbox-locked');
      expect(await advice.textContent()).toContain(`${session.baseUrl}/api/dev/trust?token=…`);
      expect(await page.getByLabel('Email address or mobile number').count()).toBe(0);
      await expectAccessible(page);

      // The published demo password is refused on this computer too, with the same advice.
      await page.goto('/auth/sign-in');
      const submit = await whenReady(page.getByRole('button', { name: 'Sign in' }));
      await page.getByLabel('Email address').fill('customer@demo.bedesten.cy');
      await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
      await submit.click();
      await page
        .getByText(/open the link this Bedesten printed when it started/)
        .first()
        .waitFor();
      expect(pathOf(page)).toBe('/auth/sign-in');

      // The link printed at start leads to the outbox, which this browser may now read, and signs in.
      await page.goto(`/api/dev/trust?token=${DEMO_TOKEN}`);
      await waitForPath(page, '/dev/outbox');
      await page.getByLabel('Email address or mobile number').waitFor();
      await page.goto('/auth/sign-in');
      const again = await whenReady(page.getByRole('button', { name: 'Sign in' }));
      await page.getByLabel('Email address').fill('customer@demo.bedesten.cy');
      await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
      await again.click();
      await waitForPath(page, '/');
    } finally {
      await context.close();
    }
  });

  /** Signs the demo customer in through the e-mail form. */
  async function signedInCustomer(): Promise<Page> {
    const page = await session.newPage();
    await page.goto('/auth/sign-in');
    const submit = await whenReady(page.getByRole('button', { name: 'Sign in' }));
    await page.getByLabel('Email address').fill('customer@demo.bedesten.cy');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await submit.click();
    await waitForPath(page, '/');
    return page;
  }
});

async function addAddress(
  page: Page,
  input: { address: string; city: string; district: string; makeDefault?: boolean },
): Promise<void> {
  await whenReady(page.getByRole('button', { name: 'Add a new address' })).then((button) => button.click());
  const form = page.locator('form.address-form');
  await form.getByLabel('Address', { exact: true }).fill(input.address);
  await form.getByLabel('City', { exact: true }).fill(input.city);
  await form.getByLabel('District', { exact: true }).selectOption({ label: input.district });
  if (input.makeDefault) await form.getByLabel('Make this my default address').check();
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.locator('.address-card', { hasText: input.address }).waitFor();
}
