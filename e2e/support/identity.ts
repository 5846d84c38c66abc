import { randomInt, randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_TRUST_HEADERS } from './server.ts';

/**
 * Helpers for the identity journeys. Every run makes its own people: a
 * random Cypriot mobile in the 99 range (valid for libphonenumber) and a
 * unique e-mail, so runs never collide with the demo data or each other.
 */

export function uniqueMobile(): string {
  return `99${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.cy`;
}

export const PASSWORD = 'Bedesten!23';

/**
 * Forms keep their submit button disabled until the page has hydrated (a
 * native submit would put a password in the address bar); typing before
 * that could be lost, so journeys wait for the button as a person would.
 */
export async function whenReady(button: Locator): Promise<Locator> {
  await button.waitFor();
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  return button;
}

/** The path (and query) of the page now shown. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search)),
    {
      timeout: 20_000,
    },
  );
}

/**
 * Reads the newest code sent to `to` from the demo outbox PAGE, driving its
 * form as a person would: type the number (without +357, as people do),
 * submit, read the code the page shows.
 */
export async function readCodeFromOutboxPage(outbox: Page, typed: string): Promise<string> {
  const field = outbox.getByLabel('Email address or mobile number');
  await field.fill(typed);
  await outbox.getByRole('button', { name: 'Show messages' }).click();
  const code = outbox.getByTestId('outbox-code').first();
  await code.waitFor({ timeout: 15_000 });
  const text = (await code.textContent())?.trim() ?? '';
  expect(text).toMatch(/^\d{4}$/);
  return text;
}

export interface TestAccount {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** A fresh customer with e-mail, mobile and password, made through the API's own sign-up. */
export async function createCustomerViaApi(baseUrl: string, name = 'Elena Georgiou'): Promise<TestAccount> {
  const account = { name, email: uniqueEmail('account'), mobile: uniqueMobile(), password: PASSWORD };
  const response = await fetch(`${baseUrl}/api/register-user`, {
    method: 'POST',
    // The journeys send many codes from this one computer: the token lifts the per-address minute (ADR 0084).
    headers: { 'content-type': 'application/json', ...DEMO_TRUST_HEADERS },
    body: JSON.stringify({ ...account, country_code: '+357', password_confirmation: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return account;
}

/** The newest code the dev outbox holds for `to` (an e-mail address or an E.164 number). */
export async function latestCodeTo(baseUrl: string, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`, {
          headers: DEMO_TRUST_HEADERS,
        });
        const messages = ((await response.json()) as { data: { subject: string | null; body: string }[] }).data;
        code = /\b(\d{4})\b/.exec(`${messages[0]?.subject ?? ''} ${messages[0]?.body ?? ''}`)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code;
}

/**
 * Signs in through the e-mail form of `/login` in either language and waits
 * to leave it; `submitName` is the button's text in that language.
 */
export async function signInWithPassword(
  page: Page,
  account: { email: string; password: string },
  { lang = 'en', to }: { lang?: 'en' | 'tr'; to?: string } = {},
): Promise<void> {
  const labels = lang === 'tr' ? { submit: 'Giriş yap', email: 'E-posta adresi', password: 'Şifre' } : undefined;
  if (!page.url().includes('/login')) {
    await page.goto(`/login?lang=${lang}${to ? `&redirect=${encodeURIComponent(to)}` : ''}`);
  }
  const submit = await whenReady(page.getByRole('button', { name: labels?.submit ?? 'Sign in', exact: true }));
  await page.getByLabel(labels?.email ?? 'Email address').fill(account.email);
  await page.getByLabel(labels?.password ?? 'Password', { exact: true }).fill(account.password);
  await submit.click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

/** No sideways scroll: the page fits the viewport (375 px phones). */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
