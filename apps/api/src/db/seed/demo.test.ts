import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICTS } from '@bedesten/core/geo/districts';
import { isIban } from '@bedesten/core/stores/bank-account';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { verifyPassword } from '../../lib/password.ts';
import { categories } from '../schema/catalogue.ts';
import { users } from '../schema/identity.ts';
import { productVariants, products } from '../schema/products.ts';
import { stores } from '../schema/stores.ts';
import { DEMO_PASSWORD } from './demo-catalogue.ts';
import { seedDemoData, slugify } from './demo.ts';

describe('demo seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds approved stores of both kinds in all six districts', async () => {
    expect(await seedDemoData(database)).toEqual({ seeded: true });
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
    const [tea] = await database.db.select().from(products).where(eq(products.nameTr, 'Çay')).limit(1);
    expect(tea?.searchText).toContain('cay');

    const [vendor] = await database.db.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
    const [store] = await database.db.select().from(stores).where(eq(stores.ownerId, vendor!.id));
    expect(store).toMatchObject({ status: 'approved', isApproved: true });
    expect(isIban(store!.iban!)).toBe(true);
    expect(store!.iban).toMatch(/^CY\d{26}$/);
    const own = await database.db.select().from(products).where(eq(products.storeId, store!.id));
    expect(own.length).toBeGreaterThan(10);
  });

  it('changes nothing when run again', async () => {
    const before = await database.db.select({ count: sql<number>`count(*)::int` }).from(stores);
    expect(await seedDemoData(database)).toEqual({ seeded: false });
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
