import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { uniqueMobile, waitForPath, whenReady } from './identity.ts';
import { DEMO_TRUST_HEADERS } from './server.ts';

/**
 * Staff journeys and what they need: a fresh vendor made through the real API
 * (sign-up by mobile and a code from the demo outbox, store setup, a
 * sub-category and a product, all pending approval), and the staff panel
 * driven as a person would (sign in, find an item by its name, approve or
 * reject it). Exported for the cross-role journeys too.
 */

export const STAFF_EMAIL = 'admin@demo.bedesten.cy';
export const STAFF_PASSWORD = 'Demo!2345';

export interface ApiVendor {
  token: string;
  mobile: string;
  headers: Record<string, string>;
}

type Json = Record<string, unknown>;

async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: Json,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** A JSON answer with the expected status, or an error naming the call and what came back. */
async function expectJson<T = Json>(response: Response, status: number, what: string): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Sends a sign-up code (the holder of the demo token is not held to the per-address limit, ADR 0084). */
async function sendCode(baseUrl: string, body: Json): Promise<void> {
  await expectJson(
    await call(baseUrl, 'POST', '/api/newStoreWithOTP', body, DEMO_TRUST_HEADERS),
    200,
    'newStoreWithOTP (send code)',
  );
}

/** The newest 4-digit code the demo outbox holds for a number. */
async function codeFromOutbox(baseUrl: string, to: string): Promise<string> {
  const outbox = await expectJson<{ data: { body: string }[] }>(
    await call(baseUrl, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`, undefined, DEMO_TRUST_HEADERS),
    200,
    'dev outbox',
  );
  const code = /\b(\d{4})\b/.exec(outbox.data[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** A new vendor, signed up by mobile and a code from the outbox, as `/vendor/sign-up` does it. */
export async function signUpVendorViaApi(baseUrl: string, name = 'Deniz Aksoy'): Promise<ApiVendor> {
  const mobile = uniqueMobile();
  const body = { country_code: '+357', mobile, business_name: `${name} Trading`, name, area_name: 'Nicosia' };
  await sendCode(baseUrl, body);
  const otp = await codeFromOutbox(baseUrl, `+357${mobile}`);
  const created = await expectJson<{ data: { token: { access_token: string } } }>(
    await call(baseUrl, 'POST', '/api/newStoreWithOTP', { ...body, otp }),
    201,
    'newStoreWithOTP (verify)',
  );
  const token = created.data.token.access_token;
  return { token, mobile, headers: { authorization: `Bearer ${token}` } };
}

/** Uploads a small PDF licence through tus as the vendor; answers its `/api/documents/<id>` URL. */
export async function uploadLicenceViaApi(baseUrl: string, vendor: ApiVendor): Promise<string> {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const tus = { 'tus-resumable': '1.0.0', ...vendor.headers };
  const created = await fetch(`${baseUrl}/api/upload-tus-document`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(pdf.length),
      'upload-metadata': `filename ${Buffer.from('licence.pdf').toString('base64')}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`upload-tus-document: ${created.status}`);
  const patched = await fetch(new URL(location, `${baseUrl}/api/upload-tus-document/`), {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: pdf,
  });
  const answer = await expectJson<{ data: { url: string } }>(patched, 200, 'upload-tus-document PATCH');
  return answer.data.url;
}

/** Submits a complete store setup (every SPEC.md §5 field) for approval; answers the store's id. */
export async function submitStoreViaApi(baseUrl: string, vendor: ApiVendor, title: string): Promise<string> {
  const categories = await expectJson<{ data: { id: string; type: string }[] }>(
    await call(baseUrl, 'GET', '/api/category-list'),
    200,
    'category-list',
  );
  const category = categories.data.find((c) => c.type === 'goods') ?? categories.data[0];
  if (!category) throw new Error('no business category to set a store up in');
  const picture = '/demo-images/groceries-1.svg';
  const setup = {
    type: 'goods',
    category_id: category.id,
    title,
    brand_name: title,
    store_owner_name: 'Deniz Aksoy',
    email: `store-${randomUUID().slice(0, 8)}@example.cy`,
    country_code: '+357',
    phone_number: '22123456',
    description: 'Olive oil, halloumi and carob syrup from family farms.',
    state: '01',
    city: 'Nicosia',
    address: '5 Ledra Street, Nicosia',
    postal_code: '1011',
    store_lat: 35.1725,
    store_lng: 33.3617,
    delivery_max_distance: 10,
    delivery_time: 30,
    minimum_order_amount: 1000,
    working_hours_from: '09:00',
    working_hours_to: '19:00',
    pre_order: false,
    cuisines: [],
    image: picture,
    banner_image: picture,
    photos: [picture],
    license_number: 'TL-E2E-001',
    license_document: await uploadLicenceViaApi(baseUrl, vendor),
    account_holder_name: 'Deniz Aksoy',
    bank_name: 'Bank of Cyprus',
    account_type: 'current',
    iban: 'CY17002001280000001200527600',
    branch: 'Nicosia',
    address_of_bank: '1 Main Street, Nicosia',
  };
  // A vendor's first setup creates the store: 201.
  const saved = await expectJson<{ data: { id: string; status: string } }>(
    await call(baseUrl, 'POST', '/api/store-setup', setup, vendor.headers),
    201,
    'store-setup',
  );
  if (saved.data.status !== 'pending') throw new Error(`store-setup: expected pending, got ${saved.data.status}`);
  return saved.data.id;
}

/** Adds a sub-category and a product with two variants to the vendor's store, both pending; answers the product id. */
export async function addProductViaApi(baseUrl: string, vendor: ApiVendor, name: string): Promise<string> {
  const sub = await expectJson<{ data: { id: string; category_id: string | null } }>(
    await call(baseUrl, 'POST', '/api/add-sub-category', { name_en: 'Pantry', name_tr: 'Kiler' }, vendor.headers),
    201,
    'add-sub-category',
  );
  const store = await expectJson<{ data: { category_id: string } }>(
    await call(baseUrl, 'GET', '/api/store-setup', undefined, vendor.headers),
    200,
    'store-setup (read)',
  );
  const product = await expectJson<{ data: { id: string; status: string } }>(
    await call(
      baseUrl,
      'POST',
      '/api/add-vendor-product',
      {
        name_en: name,
        name_tr: `${name} (TR)`,
        description_en: 'Cold-pressed oil from Cypriot olives, bottled on the farm.',
        category_id: store.data.category_id,
        sub_category_id: sub.data.id,
        availability: 'limited',
        images: ['/demo-images/groceries-2.svg'],
        variants: [
          { unique_id: 'OIL-500', price: 900, discount: 100, stock: 20 },
          { unique_id: 'OIL-1000', price: 1600, stock: 5 },
        ],
      },
      vendor.headers,
    ),
    201,
    'add-vendor-product',
  );
  return product.data.id;
}

/** The vendor's own view of a product: its approval state and the reason staff gave. */
export async function vendorProductViaApi(
  baseUrl: string,
  vendor: ApiVendor,
  id: string,
): Promise<{ status: string; rejection_reason: string | null }> {
  const body = await expectJson<{ data: { status: string; rejection_reason: string | null } }>(
    await call(baseUrl, 'GET', `/api/vendor-product-details/${id}`, undefined, vendor.headers),
    200,
    'vendor-product-details',
  );
  return body.data;
}

/** Signs staff in through the e-mail form and lands on the staff panel. */
export async function signInAsStaff(page: Page, email = STAFF_EMAIL, password = STAFF_PASSWORD): Promise<void> {
  await page.goto('/auth/sign-in?redirect=%2Fadmin');
  const submit = await whenReady(page.getByRole('button', { name: 'Sign in' }));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit.click();
  await waitForPath(page, '/admin');
}

type Queue = 'stores' | 'products' | 'sub-categories';

/** The waiting item's card whose heading is `name`, on the queue's pending list. */
async function pendingItem(page: Page, queue: Queue, name: string) {
  await page.goto(`/admin/${queue}?status=pending`);
  const item = page.locator('article.admin-item').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await item.first().waitFor({ timeout: 15_000 });
  return item.first();
}

/** Approves a waiting store, product or sub-category by its name (English), and waits until it leaves the queue. */
export async function approveByName(page: Page, queue: Queue, name: string): Promise<void> {
  const item = await pendingItem(page, queue, name);
  const approve = await whenReady(item.getByRole('button', { name: /^Approve/ }));
  await approve.click();
  await item.waitFor({ state: 'detached', timeout: 15_000 });
}

/** Rejects a waiting item by its name with the reason the vendor will read. */
export async function rejectByName(page: Page, queue: Queue, name: string, reason: string): Promise<void> {
  const item = await pendingItem(page, queue, name);
  await (await whenReady(item.getByRole('button', { name: /^Reject/ }))).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await item.waitFor({ state: 'detached', timeout: 15_000 });
}

export const approveStoreByName = (page: Page, name: string) => approveByName(page, 'stores', name);
export const approveProductByName = (page: Page, name: string) => approveByName(page, 'products', name);
