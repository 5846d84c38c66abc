import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { DISTRICTS } from '@bedesten/core/geo/districts';
import type { Db } from '../client.ts';
import { categories, sizes, units } from '../schema/catalogue.ts';
import { users } from '../schema/identity.ts';
import { productVariants, products, subCategories, vatRates } from '../schema/products.ts';
import { stores } from '../schema/stores.ts';
import type { DemoCategorySlug } from './demo-catalogue.ts';
import { CYPRUS_TOWNS, normalisePlace } from '../../modules/geo/cyprus-gazetteer.ts';
import { demoBankDetails } from './demo-bank-details.ts';
import { concurrencyGate } from '../../lib/concurrency-gate.ts';
import type { DemoPictures } from './demo-pictures.ts';
import {
  DEMO_PRODUCTS,
  VAT_BASIS_POINTS,
  type DemoItem,
  type DemoSubCategory,
  type Qualifier,
} from './demo-products.ts';
import { random, slugify } from './demo-random.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const PRODUCTS_PER_STORE = 18;

/** A drawn SVG picture (`/demo-images/…`), still used by the cab and content demos; stores and products have real pictures. */
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
    licenseNumber: `TL-${String(20260000 + index)}`,
    licenseName: `${title} Ltd`,
    licenseDocuments: [],
    ...demoBankDetails(index, title),
    visitCount: Math.floor(next() * 5000),
  };
}

/** The words of a product's name, folded, so "Grilled Grilled Halloumi" can be caught. */
export function hasDoubledWord(name: string): boolean {
  const words = name
    .toLocaleLowerCase('en')
    .split(/[\s-]+/)
    .filter(Boolean);
  return new Set(words).size !== words.length;
}

/** A town's Turkish name where one is in use ("Paphos" -> "Baf"), else its own. */
function turkishTownName(town: string): string {
  const key = normalisePlace(town);
  return CYPRUS_TOWNS.find((candidate) => normalisePlace(candidate.en) === key)?.tr ?? town;
}

/** A store's About text from its category's template, in both languages (the town named as each language names it). */
export function demoStoreAbout(categorySlug: DemoCategorySlug, town: string, districtCode: string) {
  const district = DISTRICTS.find((d) => d.code === districtCode) ?? DISTRICTS[0];
  const [en, tr] = DEMO_PRODUCTS[categorySlug].about;
  return {
    description: en.replaceAll('{town}', town).replaceAll('{district}', district.en),
    descriptionTr: tr.replaceAll('{town}', turkishTownName(town)).replaceAll('{district}', district.tr),
  };
}

interface Combo {
  s: number;
  sub: DemoSubCategory;
  item: DemoItem;
  qualifier: Qualifier | null;
}

/** Every item alone and with each qualifier of its sub-category, leaving out any that would repeat a word. */
export function demoCombos(categorySlug: DemoCategorySlug): Combo[] {
  return DEMO_PRODUCTS[categorySlug].subCategories.flatMap((sub, s) =>
    sub.items.flatMap((item) =>
      [null, ...sub.qualifiers]
        .map((qualifier) => ({ s, sub, item, qualifier }))
        .filter(({ qualifier }) => !qualifier || !hasDoubledWord(`${qualifier.name[0]} ${item.name[0]}`)),
    ),
  );
}

/**
 * Sub-categories, products and variants for every demo store (the accounts
 * `@demo.bedesten.cy` own): about eighteen products a store, named in
 * English and Turkish from the word lists, each measured one way (sizes or
 * a unit), taxed at the Cyprus rate of what it is, with a picture of it.
 * Pictures are drawn first (cached, see demo-pictures.ts); rows go in bulk.
 */
export async function seedDemoStoreCatalogue(tx: Tx, pictures: DemoPictures): Promise<{ products: number }> {
  const demoStores = await tx
    .select({
      id: stores.id,
      title: stores.title,
      city: stores.city,
      districtCode: stores.districtCode,
      categoryId: stores.categoryId,
      slug: categories.slug,
    })
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
  const platformRates = await tx.select().from(vatRates).where(isNull(vatRates.storeId));
  const vatId = (band: keyof typeof VAT_BASIS_POINTS) =>
    platformRates.find((r) => r.rateBasisPoints === VAT_BASIS_POINTS[band])?.id ?? null;

  const subRows: (typeof subCategories.$inferInsert)[] = [];
  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  const pictureJobs: { apply: (url: string) => void; spec: Parameters<DemoPictures['picture']>[0] }[] = [];
  const storeUpdates: { id: string; values: Partial<typeof stores.$inferInsert> }[] = [];
  let counter = 0;

  for (const [storeIndex, store] of demoStores.entries()) {
    const slug = store.slug as DemoCategorySlug;
    const catalogue = DEMO_PRODUCTS[slug];
    if (!catalogue) continue;
    const next = random(9000 + storeIndex);
    const storeValues: Partial<typeof stores.$inferInsert> = {
      ...demoStoreDetails(storeIndex, store.title, store.slug),
      ...demoStoreAbout(slug, store.city ?? store.title, store.districtCode ?? '01'),
      photos: [],
      updatedAt: new Date(),
    };
    // Two looks per category for logos and covers: enough to tell neighbours apart, few enough to draw quickly.
    const look = storeIndex % 2;
    pictureJobs.push(
      {
        spec: { icon: catalogue.icon, seed: `logo|${look}`, shape: 'square' },
        apply: (url) => (storeValues.imageUrl = url),
      },
      {
        spec: { icon: catalogue.icon, seed: `cover|${look}`, shape: 'wide' },
        apply: (url) => (storeValues.bannerUrl = url),
      },
    );

    const subIds = catalogue.subCategories.map((sub) => {
      const id = randomUUID();
      const row: typeof subCategories.$inferInsert = {
        id,
        storeId: store.id,
        categoryId: store.categoryId,
        nameEn: sub.name[0],
        nameTr: sub.name[1],
        bannerImages: [],
        status: 'approved',
        isActive: true,
      };
      pictureJobs.push({
        spec: { icon: sub.icon, seed: `banner|${sub.name[0]}`, shape: 'wide' },
        apply: (url) => (row.bannerImages = [url]),
      });
      subRows.push(row);
      return id;
    });

    // Every sensible combination, shuffled by the store's own seed: the first ones are its range.
    const combos = demoCombos(slug);
    const firstProduct = productRows.length;
    for (let i = combos.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [combos[i], combos[j]] = [combos[j]!, combos[i]!];
    }
    // Every sub-category gets at least one product (a bakery always sells bread), the rest in shuffled order.
    const firsts = catalogue.subCategories.map((_, s) => combos.find((c) => c.s === s)!);
    const range = [...firsts, ...combos.filter((c) => !firsts.includes(c))].slice(0, PRODUCTS_PER_STORE);
    for (const { s, sub, item, qualifier } of range) {
      const nameEn = qualifier ? `${qualifier.name[0]} ${item.name[0]}` : item.name[0];
      const nameTr = qualifier ? `${qualifier.name[1]} ${item.name[1]}` : item.name[1];
      const measure = item.measure ?? sub.measure;
      const sizeNames = 'sizes' in measure ? measure.sizes : [null];
      const id = randomUUID();
      const brand = catalogue.brands[Math.floor(next() * catalogue.brands.length)]!;
      const limited = next() < 0.25;
      const variantCount = 1 + Math.floor(next() * sizeNames.length);
      const [low, high] = catalogue.price;
      const base = Math.round((low + next() * (high - low)) / 10) * 10;
      const sellingPrices: number[] = [];
      for (let v = 0; v < variantCount; v++) {
        const price = Math.round(base * (1 + v * 0.8));
        const discount = next() < 0.3 ? Math.round(price * 0.1) : 0;
        const stock = limited ? (next() < 0.15 ? 0 : 5 + Math.floor(next() * 60)) : null;
        sellingPrices.push(price - discount);
        const size = sizeNames[v];
        variantRows.push({
          productId: id,
          uniqueId: `V${counter}-${v + 1}`,
          sizeId: size ? (sizeId.get(size) ?? null) : null,
          price,
          discount,
          stock,
          isActive: true,
          sortOrder: v,
        });
      }
      const row: typeof products.$inferInsert = {
        id,
        storeId: store.id,
        slug: `${slugify(nameEn)}-${(counter + 1).toString(36)}`,
        nameEn,
        nameTr,
        descriptionEn: `${nameEn} by ${brand}, from ${store.title}. ${catalogue.blurb[0]}`,
        descriptionTr: `${nameTr} (${brand}), ${store.title}. ${catalogue.blurb[1]}`,
        categoryId: store.categoryId!,
        subCategoryId: subIds[s]!,
        availability: limited ? 'limited' : 'always',
        unitId: 'unit' in measure ? (unitId.get(measure.unit) ?? null) : null,
        unitQuantity: 'unit' in measure ? measure.quantity : null,
        sku: `${store.slug.slice(0, 3).toUpperCase()}-${String(counter + 1).padStart(5, '0')}`,
        brand,
        vatRateId: vatId(sub.vat),
        images: [],
        status: 'approved',
        isActive: true,
        minPrice: Math.min(...sellingPrices),
        maxPrice: Math.max(...sellingPrices),
        // Spread over the last weeks, so "latest" is a real order.
        createdAt: new Date(Date.UTC(2026, 10, 1) + counter * 3_600_000),
      };
      // One picture per icon and accent: "Organic Tomatoes" look alike in every store, and unlike plain "Tomatoes".
      const isGallery = productRows.length - firstProduct < 2;
      pictureJobs.push({
        spec: { icon: item.icon, accent: qualifier?.accent, seed: 'product', shape: 'square' },
        apply: (url) => {
          row.images = [url];
          if (isGallery) storeValues.photos!.push(url);
        },
      });
      productRows.push(row);
      counter++;
    }
    storeUpdates.push({ id: store.id, values: storeValues });
  }

  // Two pictures at a time: sharp's threads are few and the machine is shared.
  const twoAtATime = concurrencyGate(2);
  await Promise.all(pictureJobs.map((job) => twoAtATime(async () => job.apply(await pictures.picture(job.spec)))));
  for (const update of storeUpdates) await tx.update(stores).set(update.values).where(eq(stores.id, update.id));

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
