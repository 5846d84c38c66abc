import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserSession } from './browser.ts';
import { readCodeFromOutboxPage, uniqueMobile, waitForPath, whenReady } from './identity.ts';
import { makePng } from './png.ts';

/**
 * Helpers for the vendor's store setup, for this journey and for
 * cross-role journeys (vendor sets up a store, staff approve it, …). They
 * drive the English page as a person would: tabs, labels, real uploads.
 */

/** Writes a PNG to a temporary file (what a person picks in the file dialog) and returns its path. */
export async function pngFile(name = 'shop.png', size = 64): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bedesten-upload-'));
  const file = path.join(folder, name);
  await writeFile(file, makePng(size));
  return file;
}

/**
 * Signs a new vendor up by mobile and code (the code read on the demo outbox
 * page) and waits on the store-setup page, where sign-up leads.
 */
export async function signUpVendor(
  session: BrowserSession,
  options: { width?: number; businessName?: string } = {},
): Promise<{ page: Page; mobile: string }> {
  const page = await session.newPage(options.width ? { width: options.width, height: 900 } : {});
  const mobile = uniqueMobile();
  await page.goto('/vendor/sign-up');
  const send = await whenReady(page.getByRole('button', { name: 'Send me a code' }));
  await page.getByLabel('Business name').fill(options.businessName ?? 'Liman Fırını');
  await page.getByLabel('Your name').fill('Mehmet Yılmaz');
  await page.getByLabel('Area').fill('Kyrenia');
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await send.click();
  await waitForPath(page, '/vendor/registration/otp');
  await page.getByLabel('Verification code').waitFor();
  const outbox = await session.newPage();
  await outbox.goto('/dev/outbox');
  const code = await readCodeFromOutboxPage(outbox, `+357 ${mobile}`);
  await outbox.close();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await waitForPath(page, '/vendor/setup-store');
  await whenReady(page.getByRole('button', { name: 'Send for approval' }));
  return { page, mobile };
}

export async function openSetupTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

/** The upload field whose label is exactly `label`. */
export function uploadField(page: Page, label: string): Locator {
  return page.locator('.upload-field', { has: page.locator('.field__label', { hasText: new RegExp(`^${label}$`) }) });
}

/** Chooses a file for an upload field and waits for the progress to finish and the thumbnail or link to show. */
export async function uploadInto(page: Page, label: string, file: string, kind: 'image' | 'document'): Promise<void> {
  const field = uploadField(page, label);
  const shown = field.locator(kind === 'image' ? '.upload-field__thumbs img' : '.upload-field__files a');
  const before = await shown.count();
  await field.locator('input[type="file"]').setInputFiles(file);
  await expect.poll(() => shown.count(), { timeout: 20_000 }).toBe(before + 1);
  await expect.poll(() => field.locator('progress').count()).toBe(0);
  if (kind === 'image') {
    await expect
      .poll(() => shown.last().evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
  }
}

export interface StoreSetupInput {
  title: string;
  brand: string;
  owner: string;
  phone: string;
  address: string;
  city: string;
  district: string;
  lat: string;
  lng: string;
  radiusKm: string;
  licenseNumber: string;
  accountHolder: string;
  bankName: string;
  /** As a vendor types it: spaces and lower case are fine (ADR 0042). */
  iban: string;
  bic: string;
  branch: string;
  bankAddress: string;
}

export const VALID_STORE: StoreSetupInput = {
  title: 'Liman Fırını',
  brand: 'Liman',
  owner: 'Mehmet Yılmaz',
  phone: '22815500',
  address: '14 Harbour Road',
  city: 'Kyrenia',
  district: 'Kyrenia',
  lat: '35.3410',
  lng: '33.3190',
  radiusKm: '12',
  licenseNumber: 'TL-2026-114',
  accountHolder: 'Liman Fırını Ltd',
  bankName: 'Bank of Cyprus',
  iban: 'cy17 0020 0128 0000 0012 0052 7600',
  bic: 'BCYPCY2N',
  branch: 'Kyrenia',
  bankAddress: '1 Main Street, Kyrenia',
};

/** Store info: type, the first business category of that type, names and phone. */
export async function fillStoreInfo(page: Page, input: StoreSetupInput = VALID_STORE): Promise<void> {
  await openSetupTab(page, 'Store info');
  await page.getByLabel('Goods', { exact: true }).check();
  await page.getByLabel('Business category').selectOption({ index: 1 });
  await page.getByLabel('Store name').fill(input.title);
  await page.getByLabel('Brand name').fill(input.brand);
  await page.getByLabel('Store owner / contact person').fill(input.owner);
  await page.getByLabel('Mobile number', { exact: true }).fill(input.phone);
}

export async function fillAddressAndLocation(page: Page, input: StoreSetupInput = VALID_STORE): Promise<void> {
  await openSetupTab(page, 'Address');
  await page.getByLabel('Detail address').fill(input.address);
  await page.getByLabel('City or town').fill(input.city);
  await page.getByLabel('District').selectOption({ label: input.district });
  await openSetupTab(page, 'Location');
  await page.getByLabel('Latitude').fill(input.lat);
  await page.getByLabel('Longitude').fill(input.lng);
  await page.getByLabel('Delivery radius (km)').fill(input.radiusKm);
}

export async function fillImagesAndDocuments(page: Page, input: StoreSetupInput = VALID_STORE): Promise<void> {
  const picture = await pngFile('shop-front.png');
  const licence = await pngFile('trade-licence.png', 96);
  await openSetupTab(page, 'Images');
  await uploadInto(page, 'Store image', picture, 'image');
  await uploadInto(page, 'Banner image', picture, 'image');
  await openSetupTab(page, 'Documents');
  await page.getByLabel('Licence number').fill(input.licenseNumber);
  await uploadInto(page, 'Trade licence', licence, 'document');
}

export async function fillBankDetails(page: Page, input: StoreSetupInput = VALID_STORE): Promise<void> {
  await openSetupTab(page, 'Bank details');
  await page.getByLabel('Account holder name').fill(input.accountHolder);
  await page.getByLabel('Bank name').fill(input.bankName);
  await page.getByLabel('IBAN', { exact: true }).fill(input.iban);
  await page.getByLabel('BIC / SWIFT code (optional)').fill(input.bic);
  await page.getByLabel('Branch', { exact: true }).fill(input.branch);
  await page.getByLabel('Bank address').fill(input.bankAddress);
}

/** Sends the form and waits for "Your store is sent for approval" and the pending state. */
export async function submitStoreSetup(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect
    .poll(() => page.locator('.alert--success').first().textContent(), { timeout: 20_000 })
    .toContain('Your store is sent for approval');
  await expect.poll(() => page.locator('.approval').getAttribute('data-status')).toBe('pending');
}

/**
 * Fills every tab of the store setup with valid details (a real picture and
 * licence uploaded) and sends it for approval. `page` is a signed-in vendor's
 * page; it is taken to `/vendor/setup-store` when elsewhere. Returns the
 * store's title (staff find the store by it).
 */
export async function setUpStore(page: Page, overrides: Partial<StoreSetupInput> = {}): Promise<string> {
  // A title of its own, so a later step (staff approval, search) finds this very store.
  const title = `${VALID_STORE.title} ${Math.random().toString(36).slice(2, 6)}`;
  const input = { ...VALID_STORE, title, ...overrides };
  if (new URL(page.url()).pathname !== '/vendor/setup-store') await page.goto('/vendor/setup-store');
  await whenReady(page.getByRole('button', { name: 'Send for approval' }));
  await fillStoreInfo(page, input);
  await fillAddressAndLocation(page, input);
  await fillImagesAndDocuments(page, input);
  await fillBankDetails(page, input);
  await submitStoreSetup(page);
  return input.title;
}
