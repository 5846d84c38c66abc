import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForPath, whenReady } from './identity.ts';
import { makePng } from './png.ts';

/**
 * Helpers for journeys through the vendor's catalogue pages, as a person
 * would use them: the demo vendor signs in through the form, a product is
 * added through the product form with a real uploaded picture.
 */

export const DEMO_VENDOR = { email: 'vendor@demo.bedesten.cy', password: 'Demo!2345' };

/** A real PNG made on the spot, for the upload fields. */
export function tinyPng(size = 16): Buffer {
  return makePng(size);
}

/** Signs the demo vendor in through the partner sign-in form; the page ends in the vendor panel. */
export async function signInDemoVendor(page: Page): Promise<void> {
  await page.goto('/vendor/sign-in?lang=en');
  const submit = await whenReady(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('Email address').fill(DEMO_VENDOR.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_VENDOR.password);
  await submit.click();
  await page.waitForURL((url) => url.pathname.startsWith('/vendor/') && url.pathname !== '/vendor/sign-in', {
    timeout: 20_000,
  });
}

export interface NewVariant {
  uniqueId: string;
  /** Euros as typed, e.g. "4.50". */
  price: string;
  stock: string;
}

export interface NewProduct {
  nameEn: string;
  nameTr: string;
  description?: string;
  variants?: [NewVariant, NewVariant];
}

export interface AddedProduct {
  id: string;
  variants: [NewVariant, NewVariant];
}

/** Two variants with ids of their own, unique for this run. */
export function twoVariants(): [NewVariant, NewVariant] {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  return [
    { uniqueId: `E2E-${tag}-S`, price: '4.50', stock: '12' },
    { uniqueId: `E2E-${tag}-L`, price: '8.00', stock: '3' },
  ];
}

/**
 * From a page signed in as a vendor whose store has a sub-category: opens
 * the product form in English, fills in the names, a description, the
 * first sub-category (its business category follows), limited stock, an
 * uploaded picture and two variants (the first two sizes), and saves. The
 * page ends on the new product's details, waiting for staff approval.
 */
export async function addVendorProduct(page: Page, product: NewProduct): Promise<AddedProduct> {
  const variants = product.variants ?? twoVariants();
  await page.goto('/vendor/products?lang=en');
  const submit = await whenReady(page.getByRole('button', { name: 'Add product' }));
  await page.getByLabel('Name in English').fill(product.nameEn);
  await page.getByLabel('Name in Turkish').fill(product.nameTr);
  await page
    .getByLabel('Description in English')
    .fill(product.description ?? `${product.nameEn}, fresh from a Cypriot kitchen.`);
  await page.getByLabel('Sub-category').selectOption({ index: 1 });
  await expect.poll(() => page.getByLabel('Business category').inputValue()).not.toBe('');
  await page.getByLabel('Limited stock').check();

  await page.locator('.upload-field input[type="file"]').setInputFiles({
    name: 'product.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await page.getByRole('img', { name: 'Product pictures 1' }).waitFor({ timeout: 20_000 });

  for (const [index, variant] of variants.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a variant' }).click();
    const row = page.getByRole('group', { name: `Variant ${index + 1}`, exact: true });
    await row.getByLabel('Variant id').fill(variant.uniqueId);
    await row.getByLabel('Size').selectOption({ index: index + 1 });
    await row.getByLabel('Price (€)').fill(variant.price);
    await row.getByLabel('Stock').fill(variant.stock);
  }
  await submit.click();
  await waitForPath(page, /^\/vendor\/product-details\?id=/);
  const id = new URL(page.url()).searchParams.get('id');
  if (!id) throw new Error('the product form did not open the new product');
  return { id, variants };
}
