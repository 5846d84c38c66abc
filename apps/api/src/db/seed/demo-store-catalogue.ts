import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categories, sizes, units } from '../schema/catalogue.ts';
import { users } from '../schema/identity.ts';
import { productVariants, products, subCategories } from '../schema/products.ts';
import { stores } from '../schema/stores.ts';
import type { DemoCategorySlug } from './demo-catalogue.ts';
import { demoBankDetails } from './demo-bank-details.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';
import { random, slugify } from './demo-random.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const PRODUCTS_PER_STORE = 18;

/** A demo picture: an SVG drawn by the API (`/demo-images/…`), so the demo needs no image files. */
export function demoImageUrl(kind: string, n: number): string {
  return `/demo-images/${kind}-${n}.svg`;
}

/** The store-setup fields a demo store fills in (SPEC.md §3), the same for every install. */
export function demoStoreDetails(index: number, title: string, categorySlug: string) {
  const next = random(7000 + index);
  const from = ['07:00', '08:00', '09:00', '10:00'][Math.floor(next() * 4)]!;
  const to = ['18:00', '20:00', '22:00', '23:30'][Math.floor(next() * 4)]!;
  return {
    status: 'approved' as const,
    submittedAt: new Date('2026-11-01T09:00:00Z'),
    reviewedAt: new Date('2026-11-02T09:00:00Z'),
    brandName: title,
    contactPersonName: `${title} owner`,
    email: `hello@${slugify(title)}.example.cy`,
    countryCode: '+357',
    phoneNumber: `22${String(100000 + index * 137).slice(0, 6)}`,
    postalCode: String(1000 + index * 97).slice(0, 4),
    country: 'CY',
    workingHoursFrom: from,
    workingHoursTo: to,
    preOrder: next() < 0.3,
    cuisines: categorySlug === 'restaurants' ? ['Cypriot', 'Mediterranean', 'Grill'].slice(0, 1 + (index % 3)) : [],
    imageUrl: demoImageUrl(categorySlug, index % 6),
    bannerUrl: demoImageUrl(`${categorySlug}-banner`, index % 3),
    photos: [demoImageUrl(categorySlug, (index + 1) % 6), demoImageUrl(categorySlug, (index + 2) % 6)],
    licenseNumber: `TL-${String(20260000 + index)}`,
    licenseName: `${title} Ltd`,
    licenseDocuments: [],
    ...demoBankDetails(index, title),
    visitCount: Math.floor(next() * 5000),
  };
}

/**
 * Sub-categories, products and variants for every demo store (the accounts
 * `@demo.bedesten.cy` own): about eighteen products a store, names in
 * English and Turkish combined from the word lists, one to three variants
 * each, a few with limited or no stock. Bulk inserts, so it takes well under
 * a second.
 */
export async function seedDemoStoreCatalogue(tx: Tx): Promise<{ products: number }> {
  const demoStores = await tx
    .select({ id: stores.id, title: stores.title, categoryId: stores.categoryId, slug: categories.slug })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .where(and(like(users.email, '%@demo.bedesten.cy'), isNotNull(stores.ownerId)))
    .orderBy(asc(stores.createdAt), asc(stores.slug));
  if (demoStores.length === 0) return { products: 0 };

  const sizeRows = await tx.select().from(sizes);
  const sizeId = new Map(sizeRows.map((s) => [s.nameEn, s.id]));
  const unitRows = await tx.select().from(units);
  const unitId = new Map(unitRows.map((u) => [u.code, u.id]));
  const standardVat = 1; // "Standard 19%", the first platform rate (migration 0005)

  const subRows: (typeof subCategories.$inferInsert)[] = [];
  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  let counter = 0;

  for (const [storeIndex, store] of demoStores.entries()) {
    const catalogue = DEMO_PRODUCTS[store.slug as DemoCategorySlug];
    if (!catalogue) continue;
    const next = random(9000 + storeIndex);
    await tx
      .update(stores)
      .set({ ...demoStoreDetails(storeIndex, store.title, store.slug), updatedAt: new Date() })
      .where(eq(stores.id, store.id));

    const subIds = catalogue.subCategories.map((sub, i) => {
      const id = randomUUID();
      subRows.push({
        id,
        storeId: store.id,
        categoryId: store.categoryId,
        nameEn: sub.name[0],
        nameTr: sub.name[1],
        bannerImages: [demoImageUrl(`${store.slug}-banner`, i % 3)],
        status: 'approved',
        isActive: true,
      });
      return id;
    });

    // Every item with every qualifier (or none), shuffled by the store's own seed: the first ones are its range.
    const combos = catalogue.subCategories.flatMap((sub, s) =>
      sub.items.flatMap((item) => [null, ...catalogue.qualifiers].map((qualifier) => ({ s, item, qualifier }))),
    );
    for (let i = combos.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [combos[i], combos[j]] = [combos[j]!, combos[i]!];
    }
    for (const { s, item, qualifier } of combos.slice(0, PRODUCTS_PER_STORE)) {
      const nameEn = qualifier ? `${qualifier[0]} ${item[0]}` : item[0];
      const nameTr = qualifier ? `${qualifier[1]} ${item[1]}` : item[1];
      const id = randomUUID();
      const brand = catalogue.brands[Math.floor(next() * catalogue.brands.length)]!;
      const limited = next() < 0.25;
      const variantCount = 1 + Math.floor(next() * Math.min(3, catalogue.sizes.length));
      const [low, high] = catalogue.price;
      const base = Math.round((low + next() * (high - low)) / 10) * 10;
      const sellingPrices: number[] = [];
      for (let v = 0; v < variantCount; v++) {
        const price = Math.round(base * (1 + v * 0.8));
        const discount = next() < 0.3 ? Math.round(price * 0.1) : 0;
        const stock = limited ? (next() < 0.15 ? 0 : 5 + Math.floor(next() * 60)) : null;
        sellingPrices.push(price - discount);
        variantRows.push({
          productId: id,
          uniqueId: `V${counter}-${v + 1}`,
          sizeId: sizeId.get(catalogue.sizes[v]!) ?? null,
          price,
          discount,
          stock,
          isActive: true,
          sortOrder: v,
        });
      }
      productRows.push({
        id,
        storeId: store.id,
        slug: `${slugify(nameEn)}-${(counter + 1).toString(36)}`,
        nameEn,
        nameTr,
        descriptionEn: `${nameEn} by ${brand}, from ${store.title}. Delivered fresh across Cyprus.`,
        descriptionTr: `${brand} markalı ${nameTr}, ${store.title} mağazasından. Kıbrıs'ın her yerine teslim edilir.`,
        categoryId: store.categoryId!,
        subCategoryId: subIds[s]!,
        availability: limited ? 'limited' : 'always',
        unitId: unitId.get(catalogue.unit) ?? null,
        unitQuantity: 1,
        sku: `${store.slug.slice(0, 3).toUpperCase()}-${String(counter + 1).padStart(5, '0')}`,
        brand,
        vatRateId: standardVat,
        images: [demoImageUrl(store.slug, counter % 6), demoImageUrl(store.slug, (counter + 1) % 6)],
        status: 'approved',
        isActive: true,
        minPrice: Math.min(...sellingPrices),
        maxPrice: Math.max(...sellingPrices),
        // Spread over the last weeks, so "latest" is a real order.
        createdAt: new Date(Date.UTC(2026, 10, 1) + counter * 3_600_000),
      });
      counter++;
    }
  }

  // Something in the staff queues: the demo vendor's newest two products and one sub-category wait for approval.
  const demoVendorProducts = productRows.filter((p) => p.storeId === demoStores[0]!.id);
  for (const product of demoVendorProducts.slice(-2)) product.status = 'pending';
  subRows.push({
    storeId: demoStores[0]!.id,
    categoryId: demoStores[0]!.categoryId,
    nameEn: 'Seasonal specials',
    nameTr: 'Mevsimlik ürünler',
    status: 'pending',
  });

  await tx.insert(subCategories).values(subRows);
  for (let i = 0; i < productRows.length; i += 1000) await tx.insert(products).values(productRows.slice(i, i + 1000));
  for (let i = 0; i < variantRows.length; i += 2000)
    await tx.insert(productVariants).values(variantRows.slice(i, i + 2000));
  return { products: productRows.length };
}
