import { eq } from 'drizzle-orm';
import { DELIVERY_BAND_NO_LIMIT } from '@bedesten/core/pricing/delivery-charges';
import type { Db } from '../client.ts';
import { users } from '../schema/identity.ts';
import { deliveryChargeRanges, offers } from '../schema/offers.ts';
import { appSettings } from '../schema/platform.ts';
import { stores } from '../schema/stores.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 86_400_000;

/** The demo platform fee: a flat 50 cents an order (staff change it at /admin/settings). */
export const DEMO_PLATFORM_FEE = { type: 'flat', value: 50 } as const;

/**
 * What the demo vendor's store offers (ADR 0024), so a fresh demo can try a
 * coupon at checkout: 10 % over €20 for anyone, €5 over €30 paid online;
 * delivery bands by order value, free over €40; and a small platform fee
 * (left alone if staff already set one).
 */
export async function seedDemoOffers(tx: Tx, now = new Date()): Promise<boolean> {
  const [store] = await tx
    .select({ id: stores.id, radiusKm: stores.deliveryMaxDistanceKm })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(eq(users.email, 'vendor@demo.bedesten.cy'));
  if (!store) return false;
  const startsAt = new Date(now.getTime() - DAY);
  const endsAt = new Date(now.getTime() + 365 * DAY);
  await tx
    .insert(offers)
    .values([
      {
        storeId: store.id,
        title: 'Welcome 10% off',
        description: '10% off your order of €20 or more.',
        titleTr: 'Hoş geldin indirimi %10',
        descriptionTr: '20 € ve üzeri siparişinizde %10 indirim.',
        discountType: 'percent',
        discountValue: 10,
        minimumOrderAmount: 2000,
        startsAt,
        endsAt,
        colour: '#c2410c',
        code: 'WELCOME10',
        perCustomerLimit: 1,
      },
      {
        storeId: store.id,
        title: '€5 off when you pay online',
        description: '€5 off orders of €30 or more paid by card.',
        titleTr: 'Online ödemede 5 € indirim',
        descriptionTr: 'Kartla ödenen 30 € ve üzeri siparişlerde 5 € indirim.',
        discountType: 'flat',
        discountValue: 500,
        minimumOrderAmount: 3000,
        startsAt,
        endsAt,
        colour: '#1d4ed8',
        onlinePaymentOnly: true,
        code: 'FLAT5',
        usageLimit: 100,
      },
    ])
    .onConflictDoNothing();
  const existingBands = await tx
    .select({ id: deliveryChargeRanges.id })
    .from(deliveryChargeRanges)
    .where(eq(deliveryChargeRanges.storeId, store.id));
  if (existingBands.length === 0) {
    // No band reaches beyond the store itself (the form refuses that, issue 43); the last has no upper limit.
    const near = Math.min(10, store.radiusKm);
    const all = store.radiusKm;
    await tx.insert(deliveryChargeRanges).values([
      { storeId: store.id, minPrice: 0, maxPrice: 1999, charge: 250, maxDistanceKm: near, maxHours: 2, sortOrder: 0 },
      { storeId: store.id, minPrice: 0, maxPrice: 1999, charge: 450, maxDistanceKm: all, maxHours: 4, sortOrder: 1 },
      { storeId: store.id, minPrice: 2000, maxPrice: 3999, charge: 150, maxDistanceKm: all, maxHours: 3, sortOrder: 2 },
      {
        storeId: store.id,
        minPrice: 4000,
        maxPrice: DELIVERY_BAND_NO_LIMIT,
        charge: 0,
        maxDistanceKm: all,
        maxHours: 3,
        sortOrder: 3,
      },
    ]);
  }
  await tx.insert(appSettings).values({ key: 'platform_fee', value: DEMO_PLATFORM_FEE }).onConflictDoNothing();
  return true;
}
