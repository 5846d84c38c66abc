import { randomInt, randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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
