import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { categories } from '../src/db/schema/catalogue.ts';
import { users } from '../src/db/schema/identity.ts';
import { productVariants, products } from '../src/db/schema/products.ts';
import { stores } from '../src/db/schema/stores.ts';
import { uploads } from '../src/db/schema/uploads.ts';
import { hashPassword } from '../src/lib/password.ts';
import { DEMO_TOKEN_HEADER } from '../src/plugins/demo-trust.ts';

/** A password that meets SPEC.md §5, for accounts made by the factories. */
export const TEST_PASSWORD = 'Test!2345';

let testPasswordHash: Promise<string> | undefined;

/** Where this test file's numbers start; each file has its own database, so a sequence cannot collide in it. */
let lastMobile = randomInt(0, 1_000_000);

/**
 * A Cypriot mobile number nobody else in the file's database has (99 + six digits). Drawn in sequence, not at
 * random: a hundred random draws from a million repeat one about once in two hundred files (a CI run met it).
 */
export function uniqueMobile(): string {
  lastMobile = (lastMobile + 1) % 1_000_000;
  return `99${String(lastMobile).padStart(6, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.cy`;
}

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string | null };

/** An account straight in the database, with a password unless `password: null`. */
export async function createUser(database: Database, overrides: UserOverrides = {}) {
  const { password = TEST_PASSWORD, ...columns } = overrides;
  const passwordHash =
    password === null
      ? null
      : password === TEST_PASSWORD
        ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD))
        : await hashPassword(password);
  const [user] = await database.db
    .insert(users)
    .values({
      name: 'Eleni Georgiou',
      email: uniqueEmail(),
      countryCode: '+357',
      mobile: uniqueMobile(),
      passwordHash,
      ...columns,
    })
    .returning();
  return user!;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API and answers the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().data.token.access_token;
}

/** An account and a bearer token for it. */
export async function createSignedInUser(app: FastifyInstance, database: Database, overrides: UserOverrides = {}) {
  const user = await createUser(database, overrides);
  const token = await signIn(app, user.email!, overrides.password ?? TEST_PASSWORD);
  return { user, token, headers: bearer(token) };
}

/** What a caller holding this start's demo token sends (ADR 0084): it may read the outbox and use the demo accounts. */
export function demoTrusted(app: FastifyInstance): Record<string, string> {
  return { [DEMO_TOKEN_HEADER]: app.demoToken };
}

/** The newest code the outbox holds for an e-mail address or E.164 number. */
export async function latestOtp(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: demoTrusted(app),
  });
  const newest = response.json().data[0];
  const code = /\b(\d{4})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

// ---- stores and catalogue (issue 4)

let storeCounter = 0;

/** A business category (one per database, created on first use). */
export async function ensureCategory(database: Database): Promise<{ id: string; slug: string }> {
  const [existing] = await database.db.select().from(categories).where(eq(categories.slug, 'test-groceries'));
  if (existing) return existing;
  const [row] = await database.db
    .insert(categories)
    .values({ slug: 'test-groceries', type: 'goods', nameEn: 'Groceries', nameTr: 'Market' })
    .onConflictDoNothing()
    .returning();
  return row ?? (await ensureCategory(database));
}

export type StoreOverrides = Partial<typeof stores.$inferInsert>;

/** An approved, active store in Nicosia with every setup field filled, owned by `ownerId`. */
export async function createStore(database: Database, ownerId: string, overrides: StoreOverrides = {}) {
  const category = await ensureCategory(database);
  const n = ++storeCounter;
  const suffix = randomUUID().slice(0, 8);
  const [store] = await database.db
    .insert(stores)
    .values({
      ownerId,
      slug: `test-store-${suffix}`,
      title: `Test Store ${n}`,
      type: 'goods',
      categoryId: category.id,
      districtCode: '01',
      city: 'Nicosia',
      address: '1 Ledra Street',
      lat: 35.1725,
      lng: 33.3617,
      deliveryMaxDistanceKm: 10,
      // Approved stores gave bank details at setup (ADR 0042), so bank transfer can be offered.
      accountHolderName: 'Test Store Ltd',
      iban: 'CY17002001280000001200527600',
      bic: 'BCYPCY2N',
      status: 'approved',
      isActive: true,
      ...overrides,
    })
    .returning();
  return store!;
}

/** A vendor account with a store (approved unless overridden) and a bearer token. */
export async function createVendorWithStore(app: FastifyInstance, database: Database, store: StoreOverrides = {}) {
  const vendor = await createSignedInUser(app, database, { type: 'vendor', isApproved: true });
  const row = await createStore(database, vendor.user.id, store);
  return { ...vendor, store: row };
}

export type ProductOverrides = Partial<typeof products.$inferInsert>;
export type VariantOverrides = Partial<typeof productVariants.$inferInsert>;

/** A product (approved and active unless overridden) with its variants (one at €5.00 unless given). */
export async function createProduct(
  database: Database,
  storeId: string,
  overrides: ProductOverrides = {},
  variants: VariantOverrides[] = [{}],
) {
  const category = await ensureCategory(database);
  const id = randomUUID();
  const rows = variants.map((v, i) => ({
    productId: id,
    uniqueId: `V${i + 1}`,
    price: 500,
    discount: 0,
    stock: null,
    isActive: true,
    sortOrder: i,
    ...v,
  }));
  const selling = rows.filter((v) => v.isActive).map((v) => v.price - (v.discount ?? 0));
  const [product] = await database.db
    .insert(products)
    .values({
      id,
      storeId,
      slug: `product-${id.slice(0, 8)}`,
      nameEn: 'Test Product',
      descriptionEn: 'A product made by the test factory.',
      categoryId: category.id,
      images: ['/demo-images/groceries-1.svg'],
      status: 'approved',
      isActive: true,
      minPrice: selling.length ? Math.min(...selling) : null,
      maxPrice: selling.length ? Math.max(...selling) : null,
      ...overrides,
    })
    .returning();
  const variantRows = rows.length ? await database.db.insert(productVariants).values(rows).returning() : [];
  return { product: product!, variants: variantRows };
}

/** A vendor sets a variant's stock through the API (`product-stock-update`); the answer, whatever its status. */
export function updateVariantStock(
  app: FastifyInstance,
  headers: Record<string, string>,
  variant: { productId: string; variantId: string },
  stock: number | null,
) {
  return app.inject({
    method: 'POST',
    url: '/api/product-stock-update',
    headers,
    payload: { product_id: variant.productId, variation_id: variant.variantId, stock },
  });
}

/**
 * A picture every form takes from anyone: one of the site's own drawings. An uploaded picture
 * (`/uploads/images/...`) must be the caller's own (ADR 0088): `createImageUpload` makes one.
 */
export const TEST_IMAGE_URL = '/demo-images/groceries-1.svg';
/** A URL of the shape document uploads produce, for forms in tests. */
export const TEST_DOCUMENT_URL = '/api/documents/5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10';

/** A checked document upload owned by `ownerId`, as tus leaves it; answers its URL. */
export async function createDocumentUpload(database: Database, ownerId: string): Promise<string> {
  const id = randomUUID();
  await database.db.insert(uploads).values({
    id,
    tusId: randomUUID().replaceAll('-', ''),
    ownerId,
    kind: 'document',
    url: `/nonexistent/${id}.pdf`,
    mime: 'application/pdf',
    bytes: 1024,
    originalName: 'licence.pdf',
  });
  return `/api/documents/${id}`;
}

/** A checked picture upload owned by `ownerId`, as tus leaves it (its row, not its files); answers its 800 px URL. */
export async function createImageUpload(database: Database, ownerId: string): Promise<string> {
  const url = `/uploads/images/${randomUUID()}/800.webp`;
  await database.db.insert(uploads).values({
    tusId: randomUUID().replaceAll('-', ''),
    ownerId,
    kind: 'image',
    url,
    mime: 'image/webp',
    bytes: 2048,
    originalName: 'picture.png',
  });
  return url;
}

/** A store-setup body that passes every SPEC.md §5 rule (the licence must be the vendor's own upload). */
export function completeSetup(categoryId: string, documentUrl: string = TEST_DOCUMENT_URL) {
  return {
    type: 'goods',
    category_id: categoryId,
    title: 'Kyrenia Harbour Bakery',
    brand_name: 'Harbour Bakes',
    store_owner_name: 'Ayşe Demir',
    email: 'hello@harbour.example.cy',
    country_code: '+357',
    phone_number: '22123456',
    description: 'Fresh bread and pastries by the harbour.',
    state: '06',
    city: 'Kyrenia',
    address: '12 Harbour Road, Kyrenia',
    postal_code: '9300',
    store_lat: 35.3364,
    store_lng: 33.3199,
    delivery_max_distance: 15,
    delivery_time: 40,
    minimum_order_amount: 1000,
    working_hours_from: '08:00',
    working_hours_to: '20:00',
    pre_order: true,
    cuisines: ['Cypriot'],
    image: TEST_IMAGE_URL,
    banner_image: TEST_IMAGE_URL,
    photos: [TEST_IMAGE_URL],
    license_number: 'TL-2026-001',
    license_document: documentUrl,
    account_holder_name: 'Harbour Bakes Ltd',
    bank_name: 'Bank of Cyprus',
    account_type: 'current',
    iban: 'CY17 0020 0128 0000 0012 0052 7600',
    bic: 'BCYPCY2N',
    branch: 'Kyrenia',
    address_of_bank: '1 Main Street, Kyrenia',
  };
}
