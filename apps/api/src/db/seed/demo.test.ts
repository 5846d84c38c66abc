import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICTS } from '@bedesten/core/geo/districts';
import { isIban } from '@bedesten/core/stores/bank-account';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { verifyPassword } from '../../lib/password.ts';
import { categories } from '../schema/catalogue.ts';
import { offers } from '../schema/offers.ts';
import { users } from '../schema/identity.ts';
import { productVariants, products, subCategories } from '../schema/products.ts';
import { createFuzzyQueryBuilder } from '../../modules/listing/fuzzy-query.ts';
import { createSearchTermsRepository } from '../../modules/listing/search-terms.repository.ts';
import { createSearchRepository } from '../../modules/search/search.repository.ts';
import { searchEverything } from '../../modules/search/search-everything.ts';
import { getStoreDetail } from '../../modules/stores/get-store-detail.ts';
import { createStoresRepository } from '../../modules/stores/stores.repository.ts';
import { hasDoubledWord } from './demo-store-catalogue.ts';
import { stores } from '../schema/stores.ts';
import { DEMO_PASSWORD } from './demo-catalogue.ts';
import { seedDemoData, slugify } from './demo.ts';
import { demoTestDataDir } from './demo-test-dir.ts';

const dataDir = demoTestDataDir();

const FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

describe('demo seed', () => {
  let database: TestDatabase;
  let firstRun: { seeded: boolean };
  beforeAll(async () => {
    database = await createTestDatabase();
    // In the hook, whose time limit allows drawing the pictures on a cold cache.
    firstRun = await seedDemoData(database, dataDir);
  });
  afterAll(() => database.close());

  it('seeds approved stores of both kinds in all six districts', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const perDistrict = await database.db
      .select({ district: stores.districtCode, type: stores.type, count: sql<number>`count(*)::int` })
      .from(stores)
      .where(eq(stores.isApproved, true))
      .groupBy(stores.districtCode, stores.type);
    const districts = new Set(perDistrict.map((row) => row.district));
    expect([...districts].sort()).toEqual(DISTRICTS.map((d) => d.code).sort());
    expect(new Set(perDistrict.map((row) => row.type))).toEqual(new Set(['goods', 'service']));
    const total = perDistrict.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it('names every category in English and Turkish', async () => {
    const rows = await database.db.select().from(categories);
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows) {
      expect(row.nameEn).not.toBe('');
      expect(row.nameTr).not.toBe(row.nameEn);
    }
  });

  it('creates the demo accounts, one per staff role too, with the documented password', async () => {
    const names = ['customer', 'vendor', 'driver', 'admin', 'staff', 'manager', 'superadmin'];
    for (const email of names.map((r) => `${r}@demo.bedesten.cy`)) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user, email).toBeDefined();
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@demo.bedesten.cy'));
    expect(admin!.staffRole).toBe('admin');
    for (const [name, role] of [
      ['staff', 'staff'],
      ['manager', 'manager'],
      ['superadmin', 'super_admin'],
    ] as const) {
      const [account] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, `${name}@demo.bedesten.cy`));
      expect(account!.staffRole, name).toBe(role);
    }
    const [vendor] = await database.db.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
    const owned = await database.db.select().from(stores).where(eq(stores.ownerId, vendor!.id));
    expect(owned).toHaveLength(1);
  });

  it('gives the stores at least 800 approved products with 1 to 3 variants, named in both languages', async () => {
    const [counts] = await database.db
      .select({ products: sql<number>`count(*)::int`, named: sql<number>`count(${products.nameTr})::int` })
      .from(products)
      .where(eq(products.status, 'approved'));
    expect(counts!.products).toBeGreaterThanOrEqual(800);
    expect(counts!.named).toBe(counts!.products);
    const perProduct = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productVariants)
      .groupBy(productVariants.productId);
    const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(perProduct).toHaveLength(all!.n);
    expect(all!.n - counts!.products).toBe(2); // the demo vendor's two products waiting for staff
    expect(Math.min(...perProduct.map((r) => r.n))).toBe(1);
    expect(Math.max(...perProduct.map((r) => r.n))).toBe(3);
    const [turkish] = await database.db.select().from(products).where(like(products.nameTr, '%ı%')).limit(1);
    const folded = turkish!.nameTr!.toLocaleLowerCase('tr').replace(/[çğıöşü]/g, (c) => FOLD[c]!);
    expect(turkish!.searchText).toContain(folded);

    const [vendor] = await database.db.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
    const [store] = await database.db.select().from(stores).where(eq(stores.ownerId, vendor!.id));
    expect(store).toMatchObject({ status: 'approved', isApproved: true });
    expect(isIban(store!.iban!)).toBe(true);
    expect(store!.iban).toMatch(/^CY\d{26}$/);
    const own = await database.db.select().from(products).where(eq(products.storeId, store!.id));
    expect(own.length).toBeGreaterThan(10);
  });

  it('names products without a doubled word, each measured one way', async () => {
    const rows = await database.db.select().from(products);
    for (const p of rows) {
      expect(hasDoubledWord(p.nameEn), p.nameEn).toBe(false);
      expect(hasDoubledWord(p.nameTr!), p.nameTr!).toBe(false);
    }
    // A size ("500 g") and a unit ("1 × Kilogram") on one product would contradict each other.
    const both = await database.db.execute<{ name_en: string }>(sql`
      select distinct p.name_en from products p join product_variants v on v.product_id = p.id
      where p.unit_id is not null and v.size_id is not null`);
    expect(both.rows).toEqual([]);
  });

  it('writes every seeded text in real Turkish too', async () => {
    // Names a Turkish speaker uses unchanged.
    const sameInBoth = new Set(['Baklava', 'Ayran', 'Lahmacun']);
    for (const p of await database.db.select().from(products)) {
      if (!sameInBoth.has(p.nameEn)) expect(p.nameTr, p.nameEn).not.toBe(p.nameEn);
      expect(p.descriptionTr, p.nameEn).toBeTruthy();
      expect(p.descriptionTr).not.toBe(p.descriptionEn);
    }
    for (const s of await database.db.select().from(subCategories)) expect(s.nameTr, s.nameEn).not.toBe(s.nameEn);
    const seededStores = await database.db.select().from(stores);
    for (const s of seededStores) {
      expect(s.descriptionTr, s.title).toBeTruthy();
      expect(s.descriptionTr).not.toBe(s.description);
    }
    // The shop page answers the About text in the visitor's language.
    const repository = createStoresRepository(database.db);
    for (const lang of ['en', 'tr'] as const) {
      const detail = await getStoreDetail(
        repository,
        { count: async () => undefined },
        seededStores[0]!.slug,
        { page: 1, per_page: 1 },
        lang,
      );
      expect(detail.description).toBe(lang === 'tr' ? seededStores[0]!.descriptionTr : seededStores[0]!.description);
    }
    const demoOffers = await database.db.select().from(offers);
    expect(demoOffers.length).toBeGreaterThan(0);
    for (const o of demoOffers) {
      expect(o.titleTr, o.title).toBeTruthy();
      expect(o.titleTr).not.toBe(o.title);
      expect(o.descriptionTr).not.toBe(o.description);
    }
    const never = await database.db.select().from(products).where(like(products.descriptionEn, '%fresh across%'));
    expect(never).toEqual([]);
  });

  it('gives every product, store and category a picture stored like an upload, in every width', async () => {
    const urls = [
      ...(await database.db.select().from(products)).map((p) => p.images[0]),
      ...(await database.db.select().from(stores)).flatMap((s) => [s.imageUrl, s.bannerUrl, ...s.photos]),
      ...(await database.db.select().from(categories)).map((c) => c.imageUrl),
      ...(await database.db.select().from(subCategories)).flatMap((s) => s.bannerImages),
    ];
    const seen = new Set<string>();
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/800\.webp$/);
      if (seen.has(url!)) continue;
      seen.add(url!);
      for (const width of [320, 800, 1600]) {
        const file = path.join(dataDir, url!.replace('/800.webp', `/${width}.webp`));
        expect(existsSync(file), file).toBe(true);
      }
    }
    // Products differ: more than a hundred distinct pictures.
    expect(seen.size).toBeGreaterThan(100);
  });

  it('has bakeries sell bread, and finds bread before anything else for "ekmek" and "bread"', async () => {
    const bakeries = await database.db
      .select({ id: stores.id })
      .from(stores)
      .innerJoin(categories, eq(categories.id, stores.categoryId))
      .where(eq(categories.slug, 'bakery'));
    expect(bakeries.length).toBeGreaterThan(0);
    for (const bakery of bakeries) {
      const own = await database.db.select().from(products).where(eq(products.storeId, bakery.id));
      expect(own.some((p) => /Bread|Baguette|Sesame Ring/.test(p.nameEn))).toBe(true);
    }
    const deps = {
      fuzzyQuery: createFuzzyQueryBuilder(createSearchTermsRepository(database.db)),
      repository: createSearchRepository(database.db),
    };
    for (const [query, lang] of [
      ['ekmek', 'tr'],
      ['bread', 'en'],
    ] as const) {
      const found = await searchEverything(deps, query, 5, lang);
      expect(found.products.length, query).toBeGreaterThan(0);
      for (const p of found.products) expect(p.name, query).toMatch(/ekmek|bread|baguette|simit|pide/i);
    }
  });

  it('taxes food at Cyprus’s reduced rates: 5 % in shops, 9 % in restaurants, 19 % otherwise', async () => {
    const rows = await database.db.execute<{ slug: string; sub: string; rate: number }>(sql`
      select c.slug, sc.name_en as sub, v.rate_basis_points as rate
      from products p join categories c on c.id = p.category_id
      join sub_categories sc on sc.id = p.sub_category_id join vat_rates v on v.id = p.vat_rate_id`);
    const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(rows.rows).toHaveLength(all!.n);
    for (const row of rows.rows) {
      if (row.slug === 'groceries' || row.slug === 'bakery') expect(row.rate, row.sub).toBe(500);
      else if (row.slug === 'restaurants') expect(row.rate, row.sub).toBe(900);
      else if (row.slug === 'electronics' || row.slug === 'fashion') expect(row.rate, row.sub).toBe(1900);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await database.db.select({ count: sql<number>`count(*)::int` }).from(stores);
    expect(await seedDemoData(database, dataDir)).toEqual({ seeded: false });
    const after = await database.db.select({ count: sql<number>`count(*)::int` }).from(stores);
    expect(after).toEqual(before);
  });
});

describe('slugify', () => {
  it.each([
    ['Kyrenia Harbour Bakery', 'kyrenia-harbour-bakery'],
    ['Çiçek & Hediye', 'cicek-and-hediye'],
    ['Lefkoşa Işık Market', 'lefkosa-isik-market'],
    ['  --Páfos--  ', 'pafos'],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
