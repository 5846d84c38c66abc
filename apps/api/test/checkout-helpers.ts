import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { addresses } from '../src/db/schema/addresses.ts';
import { cartItems, carts } from '../src/db/schema/carts.ts';
import { deliveryChargeRanges, offers } from '../src/db/schema/offers.ts';
import { appSettings } from '../src/db/schema/platform.ts';
import { createSignedInUser, type UserOverrides } from './factories.ts';

/** Checkout tests: carts, addresses, coupons, bands and the platform fee straight in the database. */

/** Ledra Street, Nicosia: next to the factory's store (35.1725, 33.3617). */
export const NEAR = { lat: 35.1745, lng: 33.3637 };
/** Paphos: about 110 km from the factory's store. */
export const FAR = { lat: 34.7754, lng: 32.4218 };

export async function fillCart(
  database: Database,
  userId: string,
  storeId: string,
  lines: { variantId: string; quantity: number }[],
): Promise<void> {
  await database.db
    .insert(carts)
    .values({ userId, storeId })
    .onConflictDoUpdate({ target: carts.userId, set: { storeId } });
  await database.db.delete(cartItems).where(eq(cartItems.userId, userId));
  if (lines.length > 0) {
    await database.db.insert(cartItems).values(lines.map((line) => ({ userId, ...line })));
  }
}

export async function saveAddress(database: Database, userId: string, point = NEAR): Promise<string> {
  const [row] = await database.db
    .insert(addresses)
    .values({
      userId,
      name: 'Eleni Georgiou',
      contact: '+357 99123456',
      address: '12 Ledra Street',
      state: '01',
      city: 'Nicosia',
      country: 'Cyprus',
      pinCode: '1011',
      lat: point.lat,
      lng: point.lng,
    })
    .returning();
  return row!.id;
}

/** A signed-in customer with a saved address near the factory store and a cart of `lines`. */
export async function customerWithCart(
  app: FastifyInstance,
  database: Database,
  storeId: string,
  lines: { variantId: string; quantity: number }[],
  overrides: UserOverrides = {},
) {
  const customer = await createSignedInUser(app, database, overrides);
  await fillCart(database, customer.user.id, storeId, lines);
  const addressId = await saveAddress(database, customer.user.id);
  return { ...customer, addressId };
}

export async function createOffer(
  database: Database,
  storeId: string,
  overrides: Partial<typeof offers.$inferInsert> = {},
) {
  const day = 86_400_000;
  const [row] = await database.db
    .insert(offers)
    .values({
      storeId,
      title: 'Spring sale',
      description: 'Ten percent off everything.',
      discountType: 'percent',
      discountValue: 10,
      startsAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + day),
      code: 'SPRING10',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function setDeliveryBands(
  database: Database,
  storeId: string,
  bands: { minPrice: number; maxPrice: number; charge: number; maxDistanceKm: number; maxHours?: number }[],
): Promise<void> {
  await database.db
    .insert(deliveryChargeRanges)
    .values(bands.map((band, index) => ({ storeId, maxHours: 2, sortOrder: index, ...band })));
}

export async function setPlatformFee(database: Database, fee: { type: 'flat' | 'percent'; value: number }) {
  await database.db
    .insert(appSettings)
    .values({ key: 'platform_fee', value: fee })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: fee } });
}

/** The order body a client sends (SPEC.md §3 Payment order); totals left out unless a test tampers with them. */
export function orderBody(addressId: string, extra: Record<string, unknown> = {}) {
  return {
    fulfilment: 'delivery',
    buyer_address_id: addressId,
    contact: '+357 99123456',
    email: 'eleni@example.cy',
    name: 'Eleni Georgiou',
    payment_method: 'cod',
    ...extra,
  };
}
