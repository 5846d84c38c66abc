import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { PASSWORD, uniqueEmail, uniqueMobile, waitForPath, whenReady } from '../support/identity.ts';
import { signInViaApi } from '../support/staff-queues.ts';
import { signInAsStaff, submitStoreViaApi, type ApiVendor } from '../support/staff.ts';
import { signUpVendor } from '../support/store-setup.ts';
import { DEMO_TRUST_HEADERS } from '../support/server.ts';

/** Letters only, so the names stay valid wherever they go (slugs, headings, search). */
const suffix = randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 5)
  .padEnd(5, 'x');

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function post(baseUrl: string, path: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * The API as the person signed in on `page` (the session cookie the browser holds), so a journey can set up
 * what it does not test without asking for a second code, which the one-a-minute code limit would refuse.
 */
async function sessionOf(page: Page, mobile: string): Promise<ApiVendor> {
  const cookies = await page.context().cookies();
  return { token: '', mobile, headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') } };
}

/** Finds an account on /admin/users by what was typed and opens its page. */
async function openAccount(page: Page, typed: string, name: string): Promise<void> {
  await page.goto('/admin/users');
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await page.getByLabel('Name, e-mail or mobile').fill(typed);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await waitForPath(page, /\/admin\/users\?.*search=/);
  // The address changes before a full-page search's answer replaces the unfiltered list: wait for the one match.
  await expect.poll(() => page.locator('.people-table tbody tr').count()).toBe(1);
  const link = page.getByRole('link', { name: `Open the account of ${name}` });
  await link.waitFor();
  await link.click();
  await waitForPath(page, /^\/admin\/users\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Opens a reason dialog from its button, gives the reason and confirms. */
async function confirmWithReason(page: Page, button: string, dialogName: string, confirm: string, reason: string) {
  await (await whenReady(page.getByRole('button', { name: button }))).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  // An empty reason is refused in the API's words before anything is sent.
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.getByText('Reason is required').waitFor();
  await expectAccessible(page);
  await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function signInByEmail(page: Page, email: string): Promise<void> {
  await page.goto('/auth/sign-in');
  const submit = await whenReady(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submit.click();
}

/**
 * Staff and people (issue 14): staff find an account and delete it, the
 * person cannot sign in and reads why, staff restore it; staff delete a
 * store from its owner's page, the owner reads the spec's message on the
 * vendor panel and the store is gone from /stores.
 */
describe('staff: accounts, deletions and restores', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('deletes an account (the person cannot sign in and is told why) and restores it', async () => {
    const name = `Selin Demirci ${suffix}`;
    const email = uniqueEmail('people');
    const registered = await post(
      session.baseUrl,
      '/api/register-user',
      {
        name,
        email,
        country_code: '+357',
        mobile: uniqueMobile(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
      DEMO_TRUST_HEADERS,
    );
    expect(registered.status, await registered.clone().text()).toBe(201);

    const staff = await session.newPage();
    await signInAsStaff(staff);
    await staff.getByRole('link', { name: 'Users' }).first().waitFor();
    await openAccount(staff, email, name);
    await expectAccessible(staff);
    await confirmWithReason(
      staff,
      `Delete account ${name}`,
      `Delete the account of ${name}?`,
      'Delete account',
      'Asked us by phone to close it',
    );
    await staff.getByText('The account is deleted').first().waitFor();
    await staff.locator('.people-chip--deleted').first().waitFor();
    await staff.getByText('Reason: Asked us by phone to close it').waitFor();

    const phone = await session.newPage({ width: 375, height: 800 });
    await signInByEmail(phone, email);
    await phone.getByText('Your account deleted please contact to admin').first().waitFor();
    expect(new URL(phone.url()).pathname).toBe('/auth/sign-in');

    await confirmWithReason(
      staff,
      `Restore account ${name}`,
      `Restore the account of ${name}?`,
      'Restore account',
      'Called back and wants it open',
    );
    await staff.getByText('The account is restored').first().waitFor();
    await staff.getByRole('button', { name: `Delete account ${name}` }).waitFor();

    await signInByEmail(phone, email);
    await waitForPath(phone, '/');
  }, 120_000);

  it('deletes a store from its owner’s page (375 px): the owner is told on the vendor panel, /stores drops it', async () => {
    const title = `Carob Corner ${suffix}`;
    const { page: vendorPage, mobile } = await signUpVendor(session, { businessName: title });
    const vendor = await sessionOf(vendorPage, mobile);
    const storeId = await submitStoreViaApi(session.baseUrl, vendor, title);
    const admin = await signInViaApi(session.baseUrl, 'admin@demo.bedesten.cy');
    await admin.json('POST', `/api/admin/stores/${storeId}/approve`, undefined, [200]);

    const customer = await session.newPage();
    await customer.goto(`/stores?search=${encodeURIComponent(title)}`);
    await customer
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();

    const staff = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(staff);
    await openAccount(staff, mobile, 'Mehmet Yılmaz');
    expect(await hasNoSidewaysScroll(staff)).toBe(true);
    await staff.getByText(title).first().waitFor();
    await confirmWithReason(
      staff,
      `Delete store ${title}`,
      `Delete ${title}?`,
      'Delete store',
      'Sold counterfeit goods',
    );
    await staff.getByText('The store is deleted').first().waitFor();
    await staff.getByText('No store.').waitFor();
    await staff.getByText(title).first().waitFor();
    expect(await hasNoSidewaysScroll(staff)).toBe(true);

    await vendorPage.goto('/vendor/dashboard');
    await waitForPath(vendorPage, '/vendor/sign-up');
    await vendorPage
      .getByText('Your store or driver profile was deleted by admin, please create a new setup')
      .first()
      .waitFor();
    await expectAccessible(vendorPage);
    await vendorPage.getByRole('button', { name: 'Got it' }).click();

    await customer.goto(`/stores?search=${encodeURIComponent(title)}`);
    await customer.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await customer.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
  }, 240_000);

  it('lets staff keep the units list on /admin/settings (adds one, deletes it unused)', async () => {
    const code = `e2e${suffix}`;
    const name = `Basket ${suffix}`;
    const page = await session.newPage();
    await signInAsStaff(page);
    await page.goto('/admin/settings');
    const add = page.getByRole('form', { name: 'New unit' });
    await whenReady(add.getByRole('button', { name: 'Add New unit' }));
    await add.getByLabel('Code').fill(code);
    await add.getByLabel('English name').fill(name);
    await add.getByLabel('Turkish name').fill(`Sepet ${suffix}`);
    await add.getByRole('button', { name: 'Add New unit' }).click();
    await page.getByText('The unit is saved').first().waitFor();
    const row = page.getByRole('form', { name });
    await row.getByText('Used by 0 products').waitFor();
    await expectAccessible(page);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByText('The unit is deleted').first().waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
