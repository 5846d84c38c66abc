import { and, eq, isNull, like, or } from 'drizzle-orm';
import { DISTRICTS } from '@bedesten/core/geo/districts';
import { cyprusCitiesOfDistrict } from '../../modules/geo/csc-cyprus.ts';
import { createLocalDiskStorage } from '../../lib/object-storage/local-disk-storage.ts';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../client.ts';
import { categories } from '../schema/catalogue.ts';
import { users } from '../schema/identity.ts';
import { appSettings } from '../schema/platform.ts';
import { stores } from '../schema/stores.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CATEGORIES,
  DEMO_PASSWORD,
  DEMO_STORE_NAMES,
  type DemoCategorySlug,
} from './demo-catalogue.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { random, slugify } from './demo-random.ts';
import { demoPictures, type DemoPictures } from './demo-pictures.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';
import { demoStoreAbout, seedDemoStoreCatalogue } from './demo-store-catalogue.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoQuestions } from './demo-questions.ts';
import { seedDemoRequests } from './demo-requests.ts';
import { seedDemoChat } from './demo-chat.ts';
import { seedDemoCabs } from './demo-cabs.ts';
import { retireDemoDeliveryPromise, seedDemoContent } from './demo-content.ts';

export { slugify };

const SEEDED_KEY = 'demo_seeded_at';
/** Marks the catalogue part, so installs seeded before products existed get it on their next start. */
const CATALOGUE_SEEDED_KEY = 'demo_catalogue_seeded_at';
/** Parts added after the first demo, each once under its own marker, so older installs get them on their next start. */
const OFFERS_SEEDED_KEY = 'demo_offers_seeded_at';
const ORDERS_SEEDED_KEY = 'demo_orders_seeded_at';
const REVIEWS_SEEDED_KEY = 'demo_reviews_seeded_at';
const STORES_PER_DISTRICT = 8;

/** Drops the accents from GeoNames town names ("Páfos" -> "Pafos"). */
function plainTownName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ Municipality$/, '');
}

export async function isDemoSeeded(database: Database): Promise<boolean> {
  const rows = await database.db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  return rows.length > 0;
}

/**
 * Seeds the demo once: categories in both languages, the four demo accounts
 * and approved stores in every district, goods and services. Runs in one
 * transaction and marks itself done, so a second start changes nothing.
 * Pictures are stored like vendors' uploads: in `files`, the store the app
 * uses (ADR 0057), or a folder, which means the local-disk store there (tests).
 */
export async function seedDemoData(database: Database, files: ObjectStorage | string): Promise<{ seeded: boolean }> {
  const storage = typeof files === 'string' ? createLocalDiskStorage(files) : files;
  const accounts = (await isDemoSeeded(database)) ? false : await seedDemoAccountsAndStores(database);
  const catalogue = await seedDemoCatalogueOnce(database, demoPictures(storage));
  // Offers before orders: the past orders may name the demo coupons.
  const offersPart = await seedPartOnce(database, OFFERS_SEEDED_KEY, seedDemoOffers);
  const ordersPart = await seedPartOnce(database, ORDERS_SEEDED_KEY, seedDemoOrders);
  // Reviews after orders: each is earned by a delivered one.
  const reviewsPart = await seedPartOnce(database, REVIEWS_SEEDED_KEY, seedDemoReviews);
  const questionsPart = await seedPartOnce(database, 'demo_questions_seeded_at', seedDemoQuestions);
  const requestsPart = await seedPartOnce(database, 'demo_requests_seeded_at', seedDemoRequests);
  const chatPart = await seedPartOnce(database, 'demo_chat_seeded_at', seedDemoChat);
  const cabsPart = await seedPartOnce(database, 'demo_cabs_seeded_at', seedDemoCabs);
  const contentPart = await seedPartOnce(database, 'demo_content_seeded_at', seedDemoContent);
  // Demos seeded before issue 43 promised free delivery up to 50 km (ADR 0041): corrected once.
  await seedPartOnce(database, 'demo_delivery_promise_retired_at', retireDemoDeliveryPromise);
  const later = reviewsPart || questionsPart || requestsPart || chatPart || cabsPart || contentPart;
  return { seeded: accounts || catalogue || offersPart || ordersPart || later };
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Runs one later part of the demo in a transaction, once: the marker row is claimed first, so two starts never both seed. */
async function seedPartOnce(database: Database, key: string, seed: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    await seed(tx);
    return true;
  });
}

/**
 * The demo stores' details, sub-categories, products and variants, once
 * (its own marker: an install seeded before the catalogue existed gets it
 * on its next start).
 */
async function seedDemoCatalogueOnce(database: Database, pictures: DemoPictures): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: CATALOGUE_SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    // The demo's categories get their picture unless staff chose another (an upload) already.
    for (const c of DEMO_CATEGORIES) {
      // The same look as the category's first stores' logo, so it is drawn once.
      const imageUrl = await pictures.picture({ icon: DEMO_PRODUCTS[c.slug].icon, seed: 'logo|0', shape: 'square' });
      await tx
        .update(categories)
        .set({ imageUrl })
        .where(
          and(
            eq(categories.slug, c.slug),
            or(isNull(categories.imageUrl), like(categories.imageUrl, '/demo-images/%')),
          ),
        );
    }
    await seedDemoStoreCatalogue(tx, pictures);
    return true;
  });
}

async function seedDemoAccountsAndStores(database: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const next = random(20261122);

  return database.db.transaction(async (tx) => {
    // Another instance starting at the same moment waits here, then sees the marker.
    const claimed = await tx
      .insert(appSettings)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    const categoryRows = await tx
      .insert(categories)
      .values(
        DEMO_CATEGORIES.map((c, index) => ({
          slug: c.slug,
          type: c.type,
          nameEn: c.en,
          nameTr: c.tr,
          sortOrder: index,
        })),
      )
      .returning();

    const accountRows = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          type: a.type,
          staffRole: a.staffRole,
          name: a.name,
          email: a.email,
          countryCode: '+357',
          mobile: a.mobile,
          passwordHash,
          isApproved: true,
        })),
      )
      .returning();
    const demoVendor = accountRows.find((u) => u.email === 'vendor@demo.bedesten.cy');

    const usedSlugs = new Set<string>();
    let storeNumber = 0;
    for (const district of DISTRICTS) {
      const towns = cyprusCitiesOfDistrict(district.code);
      for (let i = 0; i < STORES_PER_DISTRICT; i++) {
        // 5 is coprime with the twelve categories, so every category gets stores and each district gets
        // a mix of goods and services.
        const category = categoryRows[(storeNumber * 5) % categoryRows.length]!;
        const town = towns[Math.floor(next() * towns.length)] ?? towns[0]!;
        const townName = plainTownName(town.name);
        const patterns = DEMO_STORE_NAMES[category.slug as keyof typeof DEMO_STORE_NAMES];
        let title = patterns[Math.floor(next() * patterns.length)]!.replace('{town}', townName);
        if (usedSlugs.has(slugify(title))) title = `${title} ${townName}`;
        let slug = slugify(title);
        if (usedSlugs.has(slug)) slug = `${slug}-${storeNumber}`;
        usedSlugs.add(slug);

        // The first store is the demo vendor's; the others get vendor accounts of their own.
        const owner =
          storeNumber === 0 && demoVendor
            ? demoVendor
            : (
                await tx
                  .insert(users)
                  .values({
                    type: 'vendor',
                    name: `${title} owner`,
                    email: `vendor${storeNumber}@demo.bedesten.cy`,
                    countryCode: '+357',
                    mobile: `99200${String(storeNumber).padStart(3, '0')}`,
                    passwordHash,
                    isApproved: true,
                  })
                  .returning()
              )[0]!;

        await tx.insert(stores).values({
          ownerId: owner.id,
          slug,
          title,
          ...demoStoreAbout(category.slug as DemoCategorySlug, townName, district.code),
          type: category.type,
          categoryId: category.id,
          districtCode: district.code,
          city: townName,
          address: `${1 + Math.floor(next() * 120)} ${['Ledra', 'Ataturk', 'Makarios', 'Independence', 'Harbour', 'Church'][Math.floor(next() * 6)]} Street, ${townName}`,
          lat: Number(town.latitude) + (next() - 0.5) * 0.01,
          lng: Number(town.longitude) + (next() - 0.5) * 0.01,
          deliveryMaxDistanceKm: [10, 20, 30, 50][Math.floor(next() * 4)]!,
          deliveryTimeMinutes: [20, 30, 45, 60, 90][Math.floor(next() * 5)]!,
          minimumOrderAmount: [0, 500, 1000, 1500][Math.floor(next() * 4)]!,
          status: 'approved',
          isActive: true,
        });
        storeNumber++;
      }
    }
    return true;
  });
}
